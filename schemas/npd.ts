/**
 * The self-employed guardian (issue 13, 422-ФЗ): each self-employed driver's НПД status as the tax
 * service last confirmed it, the year's income against the 2,400,000 ₽ limit, who issues the
 * receipt of each income, and the receipts due by the 9th of the next month. The arithmetic here
 * is pure: the server and the screens share it.
 */
import { z } from 'zod';
import { MoneySchema } from './money';
import { PageQuerySchema, RowIdQuerySchema } from './lists';
import { t } from '../texts/t';

export const NPD_STATUSES = ['active', 'lost', 'unknown'] as const;
export type NpdStatus = (typeof NPD_STATUSES)[number];

/** Who issues the receipt of a driver's income: exactly one per driver, so no income gets two or none. */
export const NPD_ISSUERS = ['driver', 'park', 'bank', 'aggregator'] as const;
export type NpdIssuer = (typeof NPD_ISSUERS)[number];
/** A driver no one has chosen for issues their own receipts in «Мой налог» (the law's default). */
export const DEFAULT_NPD_ISSUER: NpdIssuer = 'driver';
/** Issuers whose receipt the tax service registers for us (the job asks it and keeps the number). */
export const REGISTERED_ISSUERS: readonly NpdIssuer[] = ['park', 'bank'];
/** Issuers whose receipt a person marks issued with the number the driver or aggregator gives. */
export const MANUAL_ISSUERS: readonly NpdIssuer[] = ['driver', 'aggregator'];

export const RECEIPT_STATES = ['due', 'issued', 'overdue', 'cancelled'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export const NPD_CHECK_STATES = ['queued', 'done'] as const;
export const NPD_CHECK_REASONS = ['manual', 'payout', 'schedule'] as const;
export type NpdCheckReason = (typeof NPD_CHECK_REASONS)[number];

/** 422-ФЗ art. 4: income above 2,400,000 ₽ in a calendar year ends the НПД regime. */
export const NPD_YEAR_LIMIT_KOP = 240_000_000;
/** The park is warned from 90 % of the limit. */
export const NPD_WARNING_KOP = (NPD_YEAR_LIMIT_KOP * 9) / 10;

/** Where the year's income stands against the limit. */
export function incomeLevel(incomeKop: number): 'ok' | 'near' | 'over' {
  if (incomeKop >= NPD_YEAR_LIMIT_KOP) return 'over';
  return incomeKop >= NPD_WARNING_KOP ? 'near' : 'ok';
}

/** What may still be paid this year without crossing the limit (never below 0). */
export const leftUnderLimit = (incomeKop: number): number => Math.max(0, NPD_YEAR_LIMIT_KOP - incomeKop);

/** Whether a payout of `amountKop` keeps the year's income within the limit (reaching it exactly is allowed). */
export const withinLimit = (incomeKop: number, amountKop: number): boolean => incomeKop + amountKop <= NPD_YEAR_LIMIT_KOP;

/**
 * The receipt of an income received on `incomeDay` (park-local YYYY-MM-DD) is due by the 9th of the
 * next month (422-ФЗ art. 14 p. 3): December's income by 9 January of the next year.
 */
export function receiptDueOn(incomeDay: string): string {
  const year = Number(incomeDay.slice(0, 4));
  const month = Number(incomeDay.slice(5, 7));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-09`;
}

/** A receipt still due is overdue once the park's day is past its due date. */
export const isOverdue = (dueOn: string, today: string): boolean => today > dueOn;

export const NPD_ENDPOINTS = {
  card: '/drivers/:id/npd',
  check: '/drivers/:id/npd/check',
  issuer: '/drivers/:id/npd/issuer',
  receiptIssued: '/drivers/:id/npd/receipts/:receiptId/issued',
  receipts: '/npd/receipts',
} as const;

export const NpdReceiptSchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  payout_id: z.number().int(),
  amount: MoneySchema,
  income_at: z.string().describe('Когда выплата дошла до водителя (ISO 8601)'),
  due_on: z.string().describe('Срок чека: 9-е число следующего месяца, день парка'),
  issuer: z.enum(NPD_ISSUERS),
  state: z.enum(RECEIPT_STATES),
  receipt_number: z.string().nullable(),
  receipt_url: z.string().nullable(),
  issued_at: z.string().nullable(),
});
export type NpdReceipt = z.infer<typeof NpdReceiptSchema>;

export const NpdCardSchema = z.object({
  driver_id: z.number().int(),
  selfemployed: z.boolean().describe('Водитель оформлен самозанятым: только тогда статус проверяется перед выплатой'),
  inn_present: z.boolean(),
  status: z.enum(NPD_STATUSES),
  confirmed_on: z.string().nullable().describe('Дата, на которую ФНС подтвердила статус'),
  checked_at: z.string().nullable().describe('Когда статус проверялся последний раз'),
  answer: z.string().nullable().describe('Ответ ФНС при последней проверке'),
  stale: z.boolean().describe('Статус старше срока перепроверки: перед выплатой будет проверен снова'),
  check_pending: z.boolean(),
  refusal: z.string().nullable().describe('Почему выплата сейчас была бы остановлена'),
  year: z.number().int(),
  income: MoneySchema,
  limit: MoneySchema,
  left: MoneySchema,
  level: z.enum(['ok', 'near', 'over']),
  issuer: z.enum(NPD_ISSUERS),
  sandbox: z.boolean(),
  receipts: z.array(NpdReceiptSchema).describe('Последние чеки водителя, новые первыми'),
});
export type NpdCard = z.infer<typeof NpdCardSchema>;

export const NpdIssuerInputSchema = z.object({ issuer: z.enum(NPD_ISSUERS) });

export const NpdReceiptIssuedSchema = z.object({
  receipt_number: z.string().trim().min(1, t('npd.validation.receiptNumber')).max(64, t('npd.validation.receiptNumber')),
  receipt_url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || value.startsWith('https://'), t('npd.validation.receiptUrl'))
    .optional(),
});

export const NpdReceiptParamsSchema = z.object({ id: RowIdQuerySchema, receiptId: RowIdQuerySchema });

export const NpdReceiptsQuerySchema = PageQuerySchema.extend({
  state: z.enum(RECEIPT_STATES).default('overdue').describe('Состояние чеков'),
});
export type NpdReceiptsQuery = z.infer<typeof NpdReceiptsQuerySchema>;

export const NpdReceiptsSchema = z.object({
  items: z.array(NpdReceiptSchema),
  total: z.number().int(),
  pages: z.number().int(),
  sandbox: z.boolean(),
});
export type NpdReceipts = z.infer<typeof NpdReceiptsSchema>;
