/**
 * /users/entity (groups 1, 2): the park's legal entities, whose requisites payouts will be made
 * from. Every requisite is checked by its check digits, per the park's country (the entity is
 * registered where the park works): Russia ИНН, КПП, ОГРН/ОГРНИП, БИК with the settlement and
 * correspondent accounts keyed to it; Kazakhstan БИН/ИИН, SWIFT БИК and ИИК; Belarus УНП,
 * SWIFT БИК and IBAN. Entities are archived, never deleted: payouts will point at them.
 * The country must be the park's: the users section's hooks check it (legal-entities.hooks.ts).
 */
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../../../schemas/auth';
import { defineResource, filter } from '../../../schemas/resource';
import { asInput } from '../../../schemas/resource-inputs';
import { visibleName } from '../../../schemas/visible-name';
import {
  isBin,
  isValidBik,
  isValidBinOrIin,
  isValidCorrespondentAccount,
  isValidIban,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
  isValidSwiftBic,
  isValidUnp,
} from '../../../schemas/requisites';
import { t, textsAt } from '../../../texts/t';

export const ENTITY_KINDS = ['company', 'entrepreneur'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

const CountrySchema = z.literal([COUNTRY_CODES.russia, COUNTRY_CODES.kazakhstan, COUNTRY_CODES.belarus]);

export const LegalEntitySchema = z.object({
  id: z.number().int(),
  country_code: asInput(CountrySchema, 'parkCountry'),
  kind: z.enum(ENTITY_KINDS),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  bank_name: z.string(),
  bik: z.string(),
  account: z.string(),
  corr_account: z.string().nullable(),
  archived: z.boolean(),
  created_at: z.iso.datetime(),
});
export type LegalEntity = z.infer<typeof LegalEntitySchema>;

/** Requisites are typed with spaces and in any case («4070 2810 …», «kz86…»): kept without either. */
const code = () => z.string().overwrite((value) => value.replace(/\s+/g, '').toUpperCase());
const optionalCode = () => code().nullable().optional();

export interface Requisites {
  country_code: CountryCode;
  kind: EntityKind;
  inn: string;
  kpp?: string | null;
  ogrn?: string | null;
  bik: string;
  account: string;
  corr_account?: string | null;
}
type RequisiteField = 'inn' | 'kpp' | 'ogrn' | 'bik' | 'account' | 'corr_account';

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

function russianErrors(r: Requisites): Partial<Record<RequisiteField, string>> {
  const company = r.kind === 'company';
  const errors: Partial<Record<RequisiteField, string>> = {};
  if (!isValidInn(r.inn) || r.inn.length !== (company ? 10 : 12)) {
    errors.inn = company ? t('generated.legalEntities.validation.innCompany') : t('generated.legalEntities.validation.innEntrepreneur');
  }
  if (company && !(present(r.kpp) && isValidKpp(r.kpp))) errors.kpp = t('generated.legalEntities.validation.kpp');
  if (!company && present(r.kpp)) errors.kpp = t('generated.legalEntities.validation.kppEntrepreneur');
  const ogrnLength = company ? 13 : 15;
  if (!(present(r.ogrn) && r.ogrn.length === ogrnLength && isValidOgrn(r.ogrn))) {
    errors.ogrn = company ? t('generated.legalEntities.validation.ogrn') : t('generated.legalEntities.validation.ogrnip');
  }
  if (!isValidBik(r.bik)) {
    errors.bik = t('generated.legalEntities.validation.bik');
    return errors;
  }
  if (!isValidSettlementAccount(r.account, r.bik)) errors.account = t('generated.legalEntities.validation.account');
  if (!(present(r.corr_account) && isValidCorrespondentAccount(r.corr_account, r.bik))) {
    errors.corr_account = t('generated.legalEntities.validation.corrAccount');
  }
  return errors;
}

function foreignErrors(r: Requisites, country: 'KZ' | 'BY'): Partial<Record<RequisiteField, string>> {
  const errors: Partial<Record<RequisiteField, string>> = {};
  if (country === 'KZ') {
    const company = r.kind === 'company';
    if (company ? !isBin(r.inn) : !isValidBinOrIin(r.inn)) errors.inn = company ? t('generated.legalEntities.validation.bin') : t('generated.legalEntities.validation.iin');
  } else if (!isValidUnp(r.inn)) {
    errors.inn = t('generated.legalEntities.validation.unp');
  }
  if (present(r.kpp)) errors.kpp = t('generated.legalEntities.validation.kppNone');
  if (present(r.ogrn)) errors.ogrn = t('generated.legalEntities.validation.ogrnNone');
  if (!isValidSwiftBic(r.bik, country)) errors.bik = t('generated.legalEntities.validation.swift');
  if (!isValidIban(r.account, country)) errors.account = country === 'KZ' ? t('generated.legalEntities.validation.iik') : t('generated.legalEntities.validation.ibanBy');
  if (present(r.corr_account)) errors.corr_account = t('generated.legalEntities.validation.corrNone');
  return errors;
}

/** What is wrong with the requisites, by field, under the law of their country; empty when nothing. */
export function requisitesErrors(r: Requisites): Partial<Record<RequisiteField, string>> {
  if (r.country_code === COUNTRY_CODES.russia) return russianErrors(r);
  return foreignErrors(r, r.country_code === COUNTRY_CODES.kazakhstan ? 'KZ' : 'BY');
}

/** What POST and PUT take: the whole set of requisites, checked together (the accounts are keyed to the БИК). */
export const LegalEntityWriteSchema = z
  .object({
    country_code: asInput(CountrySchema, 'parkCountry'),
    kind: z.enum(ENTITY_KINDS),
    name: visibleName(z.string().trim().min(1, t('generated.legalEntities.validation.name')).max(300)),
    inn: code(),
    kpp: optionalCode(),
    ogrn: optionalCode(),
    bank_name: visibleName(z.string().trim().min(1, t('generated.legalEntities.validation.bankName')).max(300)),
    bik: code(),
    account: code(),
    corr_account: optionalCode(),
    archived: z.boolean().optional(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(requisitesErrors(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const legalEntities = defineResource({
  name: 'legal-entities',
  path: '/users/entity',
  schema: LegalEntitySchema,
  readOnly: ['id', 'created_at'],
  createSchema: LegalEntityWriteSchema,
  updateSchema: LegalEntityWriteSchema,
  labels: textsAt('generated.legalEntities'),
  list: {
    columns: ['name', 'kind', 'inn', 'kpp', 'bank_name', 'account', 'archived', 'created_at'],
    sortable: ['id', 'name', 'inn', 'created_at'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [filter.search('name', 'inn', 'bank_name', 'account'), filter.enum('kind'), filter.flag('archived')],
  },
  views: { list: true, show: false, edit: true, create: true, delete: false },
  access: '/users/entity',
  export: true,
  recordRepresentation: 'name',
});
