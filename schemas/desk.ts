/**
 * Wire contracts of the drivers desk: approved applications (spec 7 `/drivers/approve/*`),
 * access requests (driver app, `/market/requests/*`), the blacklist, passenger feedback, park
 * goals and the commission report (feereport, groups 1, 2, 5).
 */
import { z } from 'zod';
import { t } from '../texts/t';
import {
  ACCESS_REQUEST_STATUSES,
  APPLICATION_STATUSES,
  FEEDBACK_STATUSES,
  LicenceCountrySchema,
} from './fleet';
import { AggregatorBriefSchema } from './drivers';
import { PageQuerySchema, PeriodQuerySchema, RowIdQuerySchema, RowIdSchema, SortOrderSchema, WorkingDaySchema } from './lists';
import { MoneySchema, PositiveMoneyInputSchema } from './money';
import { TransferSchema } from './transfers';

export const DESK_ENDPOINTS = {
  approveList: '/drivers/approve/list',
  approveRead: '/drivers/approve/read',
  approveAccept: '/drivers/approve/:id/accept',
  approveDecline: '/drivers/approve/:id/decline',
  accessApp: '/drivers/access-app',
  accessAppDecide: '/drivers/access-app/:id',
  marketNew: '/market/requests/new',
  market: '/market/requests',
  marketDecide: '/market/requests/:id',
  feedbackKpi: '/drivers/feedback/kpi',
  feedback: '/drivers/feedback',
  feedbackOne: '/drivers/feedback/:id',
  goals: '/drivers/goals',
  goal: '/drivers/goals/:goalId',
  goalRewards: '/drivers/goals/:goalId/rewards',
  driverGoals: '/drivers/:id/goals',
  driverGoal: '/drivers/:id/goals/:goalId',
  feereport: '/drivers/feereport',
  feereportExport: '/drivers/feereport/export',
  feereportDriver: '/drivers/feereport/drivers/:id',
} as const;

const Total = { total: z.number().int(), pages: z.number().int() };
const DriverRefSchema = z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() });

// ---- approved applications -------------------------------------------------------------------

export const ApplicationSchema = z.object({
  id: z.number().int(),
  aggregator: AggregatorBriefSchema.nullable(),
  full_name: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  phone: z.string(),
  licence_number: z.string(),
  licence_country: LicenceCountrySchema,
  car: z
    .object({
      brand: z.string().nullable(),
      model: z.string().nullable(),
      number: z.string().nullable(),
      color: z.string().nullable(),
      year: z.number().int().nullable(),
    })
    .nullable(),
  status: z.enum(APPLICATION_STATUSES),
  read: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  driver_id: z.number().int().nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationsQuerySchema = PageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES).default('approved').describe('approved — ждут решения парка, accepted — приняты, declined — отклонены'),
});
export const ApplicationsResponseSchema = z.object({ applications: z.array(ApplicationSchema), ...Total });
/** GET/POST /drivers/approve/read: unread approved applications (the menu badge). */
export const ApproveReadResponseSchema = z.object({ count: z.number().int() });
export const ApproveReadRequestSchema = z.object({
  ids: z.array(RowIdSchema).max(500).optional().describe('Какие отметить прочитанными; без ids — все'),
});
export const ApplicationAcceptResponseSchema = z.object({ driver_id: z.number().int() });
export const ApplicationDeclineSchema = z.object({
  reason: z.string({ error: t('fleet.validation.required') }).trim().min(1, t('fleet.validation.required')).max(500),
});

// ---- access requests (driver app, marketplace) -----------------------------------------------

export const ACCESS_FILTERS = ['new', 'approved', 'rejected', 'all'] as const;
export const AccessRequestSchema = z.object({
  id: z.number().int(),
  driver: DriverRefSchema,
  kind: z.enum(['app', 'market']),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  comment: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;
export const AccessRequestsQuerySchema = PageQuerySchema.extend({
  filter: z.enum(ACCESS_FILTERS).default('new').describe('Статус заявок: new, approved, rejected или all'),
});
export const AccessRequestsResponseSchema = z.object({ requests: z.array(AccessRequestSchema), ...Total });
export const AccessDecisionSchema = z.object({ decision: z.enum(['approved', 'rejected']) });
export const NewCountResponseSchema = z.object({ count: z.number().int() });

// ---- passenger feedback ----------------------------------------------------------------------

export const FeedbackSchema = z.object({
  id: z.number().int(),
  driver: DriverRefSchema,
  transfer: z.object({ id: z.number().int(), short_id: z.string() }).nullable(),
  aggregator: AggregatorBriefSchema.nullable(),
  score: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  response: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export const FeedbackQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  score: z.coerce.number().int().min(1).max(5).optional().describe('Только эта оценка'),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  driver_id: RowIdQuerySchema.optional(),
});
export const FeedbackResponseSchema = z.object({ feedback: z.array(FeedbackSchema), ...Total });
export const FeedbackUpdateSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES),
  response: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(1000).nullable(),
  ),
});
export const FeedbackKpiSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  total: z.number().int(),
  average: z.number().nullable(),
  by_score: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  /** Share of scores 1-3, 0..1. */
  negative_share: z.number(),
  by_day: z.array(z.object({ day: z.string(), count: z.number().int(), average: z.number() })),
  worst_drivers: z.array(
    z.object({ driver_id: z.number().int(), full_name: z.string(), average: z.number(), count: z.number().int() }),
  ),
});
export type FeedbackKpi = z.infer<typeof FeedbackKpiSchema>;

// ---- goals -----------------------------------------------------------------------------------

export const GoalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  aggregator: AggregatorBriefSchema.nullable(),
  date_from: z.string(),
  date_to: z.string(),
  target_trips: z.number().int(),
  reward: MoneySchema,
  active: z.boolean(),
  participants_count: z.number().int(),
  achieved_count: z.number().int(),
});
export type Goal = z.infer<typeof GoalSchema>;
export const GoalsQuerySchema = PageQuerySchema.extend({
  active: z.enum(['0', '1']).optional().describe('1 — только действующие, 0 — только завершённые'),
});
export const GoalsResponseSchema = z.object({ goals: z.array(GoalSchema), ...Total });
/** A goal's period lies within a year of the park's today either way: rewards are paid from it. */
export const GOAL_WINDOW = { back: 366, ahead: 366 } as const;

export const GoalInputSchema = z
  .object({
    title: z.string({ error: t('fleet.validation.required') }).trim().min(1, t('fleet.validation.required')).max(120),
    description: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(1000).nullable().optional(),
    ),
    aggregator_id: z.preprocess(
      (value) => (value === '' ? null : value),
      RowIdQuerySchema.nullable().optional(),
    ),
    date_from: WorkingDaySchema,
    date_to: WorkingDaySchema,
    target_trips: z.coerce
      .number({ error: t('fleet.validation.targetTrips') })
      .int(t('fleet.validation.targetTrips'))
      .min(1, t('fleet.validation.targetTrips'))
      .max(10_000, t('fleet.validation.targetTrips')),
    reward: PositiveMoneyInputSchema,
    /** Participants; absent = every working driver of the park. */
    driver_ids: z.array(RowIdSchema).max(100_000).optional(),
  })
  .refine((value) => value.date_to >= value.date_from, { path: ['date_to'], message: t('fleet.validation.dateRange') });
export type GoalInput = z.input<typeof GoalInputSchema>;
export const GoalUpdateSchema = z.object({
  title: z.string().trim().min(1, t('fleet.validation.required')).max(120),
  description: z.string().trim().max(1000).nullable(),
  active: z.boolean(),
});
export const GoalParticipantSchema = z.object({
  driver_id: z.number().int(),
  full_name: z.string(),
  trips: z.number().int(),
  achieved: z.boolean(),
  rewarded_at: z.string().nullable(),
});
export const GoalDetailSchema = GoalSchema.extend({
  participants: z.array(GoalParticipantSchema),
  participants_total: z.number().int(),
  participants_pages: z.number().int(),
});
/** A driver's progress on a goal (driver card, goals tab). */
export const DriverGoalSchema = GoalSchema.extend({
  trips: z.number().int(),
  achieved: z.boolean(),
  rewarded_at: z.string().nullable(),
});
export const DriverGoalsResponseSchema = z.object({ goals: z.array(DriverGoalSchema) });
export const DriverGoalDetailSchema = DriverGoalSchema.extend({ transfers: z.array(TransferSchema) });

// ---- commission report (feereport) -----------------------------------------------------------

export const FEEREPORT_SORT_COLUMNS = ['full_name', 'trips', 'revenue', 'park_commission'] as const;
export const FeereportQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  search: z.string().trim().max(100).optional(),
  sort: SortOrderSchema.default('desc'),
  sortcolumn: z.enum(FEEREPORT_SORT_COLUMNS).default('park_commission'),
});
const FeeTotalsSchema = z.object({
  trips: z.number().int(),
  revenue: MoneySchema,
  park_commission: MoneySchema,
  aggregator_commission: MoneySchema,
});
export const FeereportRowSchema = FeeTotalsSchema.extend({
  driver_id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
});
export const FeereportResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  drivers: z.array(FeereportRowSchema),
  totals: FeeTotalsSchema,
  ...Total,
});
export const FeereportDriverQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape);
export const FeereportDriverResponseSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  driver: DriverRefSchema,
  transfers: z.array(TransferSchema),
  totals: FeeTotalsSchema,
  ...Total,
});
