/**
 * Wire contract of the antifraud screen (spec 2 `/aggregators/antifrod/{aggregator}` and
 * `/aggregators/detail/{aggregator}/antifrod`): the trips one aggregator's antifraud flagged in a
 * period, paged, with the period's figures and counts per reason, and the park's aggregators for
 * the screen's tabs.
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { AGGREGATOR_CODES, AggregatorCodeSchema, type AggregatorCode } from './fleet';
import { MAX_ROW_ID, PageQuerySchema, PeriodQuerySchema } from './lists';
import { MoneySchema } from './money';
import { TransferSchema } from './transfers';

export const ANTIFRAUD_ENDPOINTS = { list: '/aggregators/antifraud' } as const;

/** An aggregator as the path names it: its code, or (also accepted) its numeric id. */
export type AggregatorRef = { code: AggregatorCode } | { id: number };

/** `gett` → its code, `12` → an id; anything else is not an aggregator. */
export function aggregatorRefOf(value: string): AggregatorRef | null {
  const text = value.trim().toLowerCase();
  const code = AGGREGATOR_CODES.find((known) => known === text);
  if (code !== undefined) return { code };
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    if (id >= 1 && id <= MAX_ROW_ID) return { id };
  }
  return null;
}

export const AntifraudQuerySchema = PageQuerySchema.extend(PeriodQuerySchema.shape).extend({
  aggregator: z
    .string()
    .max(40)
    .refine((value) => aggregatorRefOf(value) !== null, t('antifraud.aggregatorParam'))
    .describe(`Код агрегатора (${AGGREGATOR_CODES.join(', ')}) или его id`),
  date_from: PeriodQuerySchema.shape.date_from.describe('Начало периода по дню заказа; по умолчанию 7 дней назад'),
  date_to: PeriodQuerySchema.shape.date_to.describe('Конец периода (включительно); по умолчанию сегодня'),
  reason: z.string().trim().min(1).max(300).optional().describe('Только поездки с этой причиной (как в reasons)'),
});
export type AntifraudQuery = z.infer<typeof AntifraudQuerySchema>;

export const AntifraudAggregatorSchema = z.object({ id: z.number().int(), code: AggregatorCodeSchema, name: z.string() });
export type AntifraudAggregator = z.infer<typeof AntifraudAggregatorSchema>;

export const AntifraudFiguresSchema = z.object({
  flagged_trips: z.number().int().describe('Поездки, отмеченные антифродом за период'),
  flagged_sum: MoneySchema.describe('Их стоимость'),
  complete_trips: z.number().int().describe('Выполненные поездки агрегатора за период'),
  flagged_share: z.number().describe('Доля отмеченных среди выполненных, в процентах (два знака)'),
  drivers: z.number().int().describe('Водители с отмеченными поездками'),
});
export type AntifraudFigures = z.infer<typeof AntifraudFiguresSchema>;

export const AntifraudReasonSchema = z.object({ reason: z.string(), trips: z.number().int(), sum: MoneySchema });
export type AntifraudReason = z.infer<typeof AntifraudReasonSchema>;

export const FlaggedTransferSchema = TransferSchema.extend({ fraud_reason: z.string() });
export type FlaggedTransfer = z.infer<typeof FlaggedTransferSchema>;

/**
 * `figures` and `reasons` cover the whole period (the reason filter left out), so the reasons stay
 * clickable; `transfers`, `transfers_total` and `pages` follow every filter. Without the park
 * having the aggregator: `aggregator` null, `notice` says so, and the lists are empty.
 */
export const AntifraudResponseSchema = z.object({
  aggregators: z.array(AntifraudAggregatorSchema).describe('Агрегаторы парка: вкладки экрана'),
  aggregator: AntifraudAggregatorSchema.nullable(),
  notice: z.string().nullable().describe('Почему данных нет (у парка нет такого агрегатора)'),
  date_from: z.string(),
  date_to: z.string(),
  figures: AntifraudFiguresSchema,
  reasons: z.array(AntifraudReasonSchema),
  transfers: z.array(FlaggedTransferSchema),
  transfers_total: z.number().int(),
  pages: z.number().int(),
});
export type AntifraudResponse = z.infer<typeof AntifraudResponseSchema>;

/** Flagged among completed, in percent with two decimals; 0 without completed trips. */
export function flaggedShare(flaggedComplete: number, complete: number): number {
  if (complete <= 0) return 0;
  return Math.round((flaggedComplete / complete) * 10_000) / 100;
}
