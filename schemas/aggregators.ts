/**
 * Wire contracts of the aggregators section (issue 12 §1): the catalogue a park connects from
 * (`GET /aggregators/base`), one aggregator (`GET`/`PUT /aggregators/{id}`, `POST /aggregators`),
 * the connection check, and the aggregator's own driver groups (Yandex Fleet work rules) with the
 * park group each maps to (`GET`/`PUT /aggregators/{id}/groups`).
 */
import { z } from 'zod';
import { t } from '../texts/t';
import { AggregatorConnectionSchema } from './aggregator-import';
import { AGGREGATOR_CODES, AggregatorCodeSchema } from './fleet';
import { CitySchema, DEFAULT_CITIES } from './geo';
import { MAX_ROW_ID } from './lists';
import { AggregatorSchema } from './transfers';

export const AGGREGATOR_ENDPOINTS = {
  base: '/aggregators/base',
  create: '/aggregators',
  one: '/aggregators/:id',
  check: '/aggregators/:id/check',
  workRules: '/aggregators/:id/groups',
} as const;

/** Platforms with a park API the cabinet speaks (market.md §c.8: only Yandex Fleet documents one). */
export const API_AGGREGATORS: readonly (typeof AGGREGATOR_CODES)[number][] = ['yandex'];

export const AggregatorBaseItemSchema = z.object({
  code: AggregatorCodeSchema,
  name: z.string(),
  /** The cabinet connects it over the platform's API (the wizard's credentials step). */
  api: z.boolean(),
  /** The park's aggregator of this code, when the park has it. */
  connected_id: z.number().int().nullable(),
});
export const AggregatorBaseResponseSchema = z.object({ aggregators: z.array(AggregatorBaseItemSchema) });
export type AggregatorBaseResponse = z.infer<typeof AggregatorBaseResponseSchema>;

const CityIdSchema = z
  .number({ error: t('aggregators.validation.city') })
  .int(t('aggregators.validation.city'))
  .refine((id) => DEFAULT_CITIES.some((city) => city.id === id), t('aggregators.validation.city'));

export const AggregatorCreateSchema = z.object({
  code: z.enum(AGGREGATOR_CODES, { error: t('aggregators.validation.code') }),
  /** A handy aggregator: its trips and payments come in registries. */
  manual: z.boolean().default(false),
  city_id: CityIdSchema.nullable().default(null),
});
export type AggregatorCreate = z.infer<typeof AggregatorCreateSchema>;

export const AggregatorUpdateSchema = z.object({ city_id: CityIdSchema.nullable() });
export type AggregatorUpdate = z.infer<typeof AggregatorUpdateSchema>;

/** One aggregator for its card: the list's fields, its kind and city, and its work rules mapped. */
export const AggregatorDetailSchema = AggregatorSchema.extend({
  api: z.boolean().describe('Подключается по API агрегатора'),
  city: CitySchema.nullable(),
  work_rules_total: z.number().int(),
  work_rules_mapped: z.number().int(),
});
export type AggregatorDetail = z.infer<typeof AggregatorDetailSchema>;

export const AggregatorCheckSchema = z.object({
  mode: AggregatorConnectionSchema.shape.mode,
  ok: z.boolean(),
  /** Why the check failed, in Russian (the client's error kinds). */
  message: z.string().nullable(),
  drivers_total: z.number().int().nullable(),
  work_rules_total: z.number().int(),
});
export type AggregatorCheck = z.infer<typeof AggregatorCheckSchema>;

export const WorkRuleSchema = z.object({
  /** The aggregator's id of the rule. */
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** The park group its drivers go to; null = the import leaves their group alone. */
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
});
export type WorkRule = z.infer<typeof WorkRuleSchema>;
export const WorkRulesResponseSchema = z.object({
  mode: AggregatorConnectionSchema.shape.mode,
  groups: z.array(WorkRuleSchema),
});
export type WorkRulesResponse = z.infer<typeof WorkRulesResponseSchema>;

export const WorkRulesMappingSchema = z.object({
  groups: z
    .array(
      z.object({
        id: z.string().min(1, t('aggregators.validation.rule')).max(100, t('aggregators.validation.rule')),
        group_id: z.number({ error: t('aggregators.validation.group') }).int(t('aggregators.validation.group')).positive(t('aggregators.validation.group')).max(MAX_ROW_ID, t('aggregators.validation.group')).nullable(),
      }),
    )
    .max(200),
});
export type WorkRulesMapping = z.infer<typeof WorkRulesMappingSchema>;
