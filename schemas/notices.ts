/**
 * What the cabinet tells its user (spec 3, 4, 7): news, alerts, banners (rating poll, fee-report
 * notice) and their events, help items, the referral settings the referral promo reads, and the
 * park's contact phone that notification 1 asks for.
 */
import { z } from 'zod';
import { RowIdSchema } from './lists';
import { t } from '../texts/t';

export const NOTICES_ENDPOINTS = {
  /** GET ?page&countperpage; POST marks read. */
  news: '/news',
  /** GET one news item (the /news/one/{id} screen). */
  newsOne: '/news/:id',
  /** GET the user's unread active alerts; POST marks one read. */
  alert: '/alert',
  /** GET ?banner_type. */
  banner: '/banner',
  bannerEvent: '/banner/event',
  /** GET ?type_id=1|2. */
  hints: '/hints',
  referralSettings: '/referral/settings',
  /** PUT the park's contact phone (notification 1). */
  taxiPhone: '/taxis/:id/phone',
} as const;

// ---- News ----
export const NEWS_PAGE_SIZE = 10;

export const NewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('Номер страницы, с 1'),
  countperpage: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE).describe('Новостей на странице, до 50'),
});
export type NewsQuery = z.infer<typeof NewsQuerySchema>;

/** Spec 3: the read flag is 0 while unread. */
export const ReadFlagSchema = z.union([z.literal(0), z.literal(1)]);

export const NewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML; the SPA sanitises it again before rendering. */
  content: z.string(),
  /** ISO instant. */
  published_at: z.string(),
  read: ReadFlagSchema,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsResponseSchema = z.object({
  items: z.array(NewsItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Unread news of the user on every page (the menu's green dot). */
  unread: z.number().int(),
});
export type NewsResponse = z.infer<typeof NewsResponseSchema>;

export const NewsOneResponseSchema = z.object({ item: NewsItemSchema });

/** POST /news: one item (news_id) or all of them (all: true) become read. */
export const NewsReadRequestSchema = z
  .object({ news_id: RowIdSchema.optional(), all: z.boolean().optional() })
  .refine((body) => body.news_id !== undefined || body.all === true, { message: 'Укажите news_id или all' });
export type NewsReadRequest = z.infer<typeof NewsReadRequestSchema>;
export const NewsReadResponseSchema = z.object({ unread: z.number().int() });

// ---- Alerts ----
export const AlertSchema = z.object({
  id: z.number().int(),
  /** Sanitised HTML. */
  content: z.string(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;
export const AlertsResponseSchema = z.object({ alerts: z.array(AlertSchema) });
export const AlertReadRequestSchema = z.object({ alert_id: RowIdSchema });
export const AlertReadResponseSchema = z.object({ ok: z.literal(true) });

// ---- Banners ----
export const BANNER_TYPES = ['quality_poll', 'report_data'] as const;
export const BannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof BannerTypeSchema>;
export const BANNER_EVENT_TYPES = ['comment', 'response', 'close'] as const;
export const BannerEventTypeSchema = z.enum(BANNER_EVENT_TYPES);

export const BannerQuerySchema = z.object({ banner_type: BannerTypeSchema });
/** banner_id null: nothing to show this user (spec 4: the modal stays closed). */
export const BannerResponseSchema = z.object({
  banner_id: z.number().int().nullable(),
  banner_type: BannerTypeSchema,
  title: z.string().nullable(),
});
export type BannerResponse = z.infer<typeof BannerResponseSchema>;

/** Spec 5 and 9: rating levels and the comment's length. */
export const RATING_LEVELS = 5;
export const RATING_COMMENT_MAX = 1000;
/** Spec 5: the punctuation a comment may carry, besides letters, digits and spaces. */
export const RATING_COMMENT_PUNCTUATION = '()!?.,;:"\'«»№%&|/\\-₽$';

const LETTER = /\p{L}/u;
const CYRILLIC_OR_LATIN = /[A-Za-z\u0400-\u04FF]/u;
const PLAIN = /[\p{Nd}\s]/u;

/** The spec's message for a comment that breaks a rule (length, letters, punctuation), or null. */
export function ratingCommentIssue(comment: string): string | null {
  if (comment.length > RATING_COMMENT_MAX) return t('rating.tooLong');
  for (const char of comment) {
    if (LETTER.test(char)) {
      if (!CYRILLIC_OR_LATIN.test(char)) return t('rating.letters');
    } else if (!PLAIN.test(char) && !RATING_COMMENT_PUNCTUATION.includes(char)) {
      return t('rating.punctuation');
    }
  }
  return null;
}

export const RatingCommentSchema = z.string().superRefine((comment, ctx) => {
  const issue = ratingCommentIssue(comment);
  if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
});

/**
 * POST /banner/event (spec 4, spec 7): 'response' carries the score ("1".."5") in extra_info,
 * 'comment' the comment (spec 5 rules), 'close' nothing.
 */
export const BannerEventRequestSchema = z
  .object({
    event_type: BannerEventTypeSchema,
    banner_id: RowIdSchema,
    banner_type: BannerTypeSchema,
    extra_info: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.event_type === 'response' && body.banner_type === 'quality_poll') {
      const score = Number(body.extra_info);
      if (!Number.isInteger(score) || score < 1 || score > RATING_LEVELS) {
        ctx.addIssue({ code: 'custom', path: ['extra_info'], message: 'Оценка — от 1 до 5' });
      }
    }
    if (body.event_type === 'comment') {
      const comment = body.extra_info ?? '';
      const issue = comment.trim().length === 0 ? t('validation.required') : ratingCommentIssue(comment);
      if (issue !== null) ctx.addIssue({ code: 'custom', path: ['extra_info'], message: issue });
    }
  });
export type BannerEventRequest = z.infer<typeof BannerEventRequestSchema>;
export const BannerEventResponseSchema = z.object({ ok: z.literal(true) });

// ---- Help ----
export const HINT_TYPE_IDS = [1, 2] as const;
/** Spec 3: type 1 onboarding ('Как настроить'), type 2 hints ('Подсказки'). */
export const HINT_TYPES = { onboarding: 1, hints: 2 } as const;

export const HintsQuerySchema = z.object({
  type_id: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).describe('1 — как настроить, 2 — подсказки'),
});

const HelpItemFields = {
  id: z.number().int(),
  title: z.string(),
  body: z.string().nullable(),
  /** Slides (images) and video instructions (mp4/webm). */
  media_urls: z.array(z.string()),
  /** The cabinet page the item is about, or null. */
  front_path: z.string().nullable(),
  /**
   * Paths (or route patterns) of the other sections the text names, so the SPA shows it only to
   * someone who can open them (src/root/canOpen.ts). Absent from items written before it existed.
   */
  sections: z.array(z.string()).default([]),
};
export const HelpStepSchema = z.object(HelpItemFields);
export const HelpItemSchema = z.object({ ...HelpItemFields, children: z.array(HelpStepSchema) });
export type HelpItem = z.infer<typeof HelpItemSchema>;
export const HintsResponseSchema = z.object({ type_id: z.number().int(), items: z.array(HelpItemSchema) });
export type HintsResponse = z.infer<typeof HintsResponseSchema>;

/** Video instructions among media_urls. */
export const isVideoUrl = (url: string): boolean => /\.(mp4|webm|ogv)(\?|#|$)/i.test(url);

// ---- Referral settings (read by the referral promo and the menu) ----
export const ReferralSettingSchema = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() });
export const ReferralSettingsResponseSchema = z.array(ReferralSettingSchema);

// ---- Park phone (notification 1) ----
export const TaxiPhoneRequestSchema = z.object({ phone: z.string().min(1, t('validation.required')) });
