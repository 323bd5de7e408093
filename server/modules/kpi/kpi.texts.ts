/** What the rates call says about a period it does not answer (field messages of a 400). */
import { MAX_RATES_DAYS } from '../../../schemas/kpi';

export const kpiTexts = {
  periodOrder: 'Дата начала периода не может быть позже даты окончания',
  periodTooLong: `Период не может быть длиннее ${MAX_RATES_DAYS} дней`,
} as const;
