/**
 * /users/offer and /users/offer/new: the offer documents (договор оферты) the park sends to its
 * drivers. A document is never edited once written: a new редакция is a new document, so what a
 * driver was sent stays what they received. The text is plain text (the cabinet has no rich-text
 * editor, and plain text cannot carry markup to anyone's screen); the редакция number is the
 * park's next one, set by the server. Sending is `POST /offers/{id}/send` (server/modules/offers).
 */
import { z } from 'zod';
import { DriversListQuerySchema } from '../../../schemas/drivers';
import { WorkingDaySchema } from '../../../schemas/lists';
import { defineResource, filter } from '../../../schemas/resource';
import { asInput } from '../../../schemas/resource-inputs';
import { visibleName } from '../../../schemas/visible-name';
import { t, textsAt } from '../../../texts/t';

export const OfferSchema = z.object({
  id: z.number().int(),
  title: visibleName(z.string().trim().min(1, t('users.offers.validation.title')).max(200, t('users.offers.validation.title'))),
  text: asInput(z.string().trim().min(1, t('users.offers.validation.text')).max(100_000), 'multiline'),
  version: z.number().int(),
  effective_from: WorkingDaySchema,
  drivers_sent: z.number().int(),
  created_at: z.iso.datetime(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const offers = defineResource({
  name: 'offers',
  path: '/users/offer',
  schema: OfferSchema,
  readOnly: ['id', 'version', 'drivers_sent', 'created_at'],
  labels: textsAt('users.offers'),
  list: {
    columns: ['version', 'title', 'effective_from', 'drivers_sent', 'created_at'],
    sortable: ['version', 'title', 'effective_from', 'created_at'],
    defaultSort: { field: 'version', order: 'DESC' },
    filters: [filter.search('title', 'text'), filter.dateRange('effective_from')],
  },
  views: { list: true, show: false, edit: false, create: true, delete: false },
  access: '/users/offer',
  export: false,
  recordRepresentation: 'title',
  createPath: '/users/offer/new',
});

/** The drivers-list filters of spec 7 `GET /drivers/v2/list`, without its paging, sort and period. */
export const OfferDriversFilterSchema = DriversListQuerySchema.pick({
  search: true,
  status: true,
  exclude_blocked: true,
  has_contract_issue: true,
  has_targets: true,
  is_selfemployed: true,
  taxis_aggregators: true,
  have_app: true,
  more_7: true,
  more_14: true,
  more_30: true,
  have_sent_offer: true,
});

/** `POST /offers/{id}/send`: chosen drivers, or every driver a drivers-list filter finds. */
export const OfferSendRequestSchema = z
  .object({
    driver_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000).optional(),
    filter: OfferDriversFilterSchema.optional(),
  })
  .refine((request) => (request.driver_ids === undefined) !== (request.filter === undefined), {
    message: t('users.offers.validation.target'),
    path: ['driver_ids'],
  });
export type OfferSendRequest = z.infer<typeof OfferSendRequestSchema>;

export const OfferSendResponseSchema = z.object({
  /** Drivers who got this offer now; a driver who already had it is not counted again. */
  sent: z.number().int(),
  /** Drivers the request named or found. */
  matched: z.number().int(),
});
export type OfferSendResponse = z.infer<typeof OfferSendResponseSchema>;
