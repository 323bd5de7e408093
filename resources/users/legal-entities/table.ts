/**
 * The park's own papers: its legal entities (/users/entity), whose requisites payouts will be
 * made from. Rows are archived, never deleted, so a payout can always name its payer.
 */
import { boolean, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../server/db/columns';
import { parkId } from '../../../server/db/core.schema';

export const legalEntities = pgTable(
  'legal_entities',
  {
    id: serial('id').primaryKey(),
    taxisId: parkId(),
    /** The country whose law the requisites follow: the park's (spec 6 codes 2, 3, 4). */
    countryCode: smallint('country_code').notNull(),
    kind: text('kind', { enum: ['company', 'entrepreneur'] }).notNull(),
    name: text('name').notNull(),
    /** ИНН (Russia), БИН/ИИН (Kazakhstan), УНП (Belarus). */
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    /** ОГРН or ОГРНИП (Russia only). */
    ogrn: text('ogrn'),
    bankName: text('bank_name').notNull(),
    /** БИК (Russia), SWIFT BIC (Kazakhstan, Belarus). */
    bik: text('bik').notNull(),
    /** Расчётный счёт (Russia), ИИК (Kazakhstan), IBAN (Belarus). */
    account: text('account').notNull(),
    corrAccount: text('corr_account'),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('legal_entities_park_name').on(table.taxisId, table.name)],
);
