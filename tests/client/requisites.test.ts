/**
 * Check digits of the park's requisites (schemas/requisites.ts) on real-shaped numbers: the
 * published requisites of big banks and companies pass, one changed digit fails; and the
 * /users/entity schema says at the field, per country, what is wrong.
 */
import { describe, expect, it } from 'vitest';
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
} from '../../schemas/requisites';
import { LegalEntityWriteSchema, requisitesErrors } from '../../resources/users/legal-entities/resource';
import { t } from '../../texts/t';
import { zodFieldErrors } from '../../src/components/zodValidation';

describe('Russian requisites', () => {
  it('ИНН: 10 digits of an organisation, 12 of an entrepreneur, with their check digits', () => {
    expect(isValidInn('7707083893')).toBe(true); // ПАО Сбербанк
    expect(isValidInn('7710140679')).toBe(true); // АО «ТБанк»
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838930')).toBe(false);
    expect(isValidInn('77O7083893')).toBe(false);
  });

  it('КПП: 4 digits, 2 digits or Latin capitals, 3 digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('77360100A')).toBe(false);
  });

  it('ОГРН (13) and ОГРНИП (15) with their check digits', () => {
    expect(isValidOgrn('1027700132195')).toBe(true); // ПАО Сбербанк
    expect(isValidOgrn('1027739642281')).toBe(true); // АО «ТБанк»
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('304500116000158')).toBe(false);
    expect(isValidOgrn('10277001321')).toBe(false);
  });

  it('БИК and the accounts keyed to it', () => {
    expect(isValidBik('044525225')).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidBik('04452522')).toBe(false);
    // Корр. счета: key "0" + БИК digits 5–6.
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true); // Сбербанк
    expect(isValidCorrespondentAccount('30101810145250000974', '044525974')).toBe(true); // ТБанк
    expect(isValidCorrespondentAccount('30101810400000000226', '044525225')).toBe(false);
    expect(isValidCorrespondentAccount('30101810100000000602', '040349602')).toBe(true); // Сбербанк, Краснодар
    expect(isValidCorrespondentAccount('30101810400000000225', '040349602')).toBe(false);
    expect(isValidCorrespondentAccount('40702810938000012345', '044525225')).toBe(false);
    // Расчётный счёт: key of the БИК's last three digits.
    expect(isValidSettlementAccount('40702810938000012345', '044525225')).toBe(true);
    expect(isValidSettlementAccount('40702810038000012345', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810938000012345', '044525974')).toBe(false);
    expect(isValidSettlementAccount('4070281093800001234', '044525225')).toBe(false);
  });
});

describe('Kazakh and Belarusian requisites', () => {
  it('БИН/ИИН: 12 digits, the check digit with the second weights when the first give 10', () => {
    expect(isValidBinOrIin('971240001315')).toBe(true); // АО «Kaspi Bank»
    expect(isBin('971240001315')).toBe(true);
    expect(isValidBinOrIin('971240001316')).toBe(false);
    expect(isBin('850101300172')).toBe(false); // an ИИН shape: the 5th digit is a month's
  });

  it('УНП: 9 digits with the weighted check digit', () => {
    expect(isValidUnp('100582333')).toBe(true);
    expect(isValidUnp('100582334')).toBe(false);
    expect(isValidUnp('10058233')).toBe(false);
  });

  it('IBAN (ИИК, Belarusian account) by ISO 13616 mod 97, and the SWIFT БИК of the country', () => {
    expect(isValidIban('KZ86125KZT5004100100', 'KZ')).toBe(true);
    expect(isValidIban('KZ86125KZT5004100101', 'KZ')).toBe(false);
    expect(isValidIban('BY13NBRB3600900000002Z00AB00', 'BY')).toBe(true);
    expect(isValidIban('BY13NBRB3600900000002Z00AB01', 'BY')).toBe(false);
    expect(isValidIban('BY13NBRB3600900000002Z00AB00', 'KZ')).toBe(false);
    expect(isValidSwiftBic('CASPKZKA', 'KZ')).toBe(true);
    expect(isValidSwiftBic('AKBBBY2X', 'BY')).toBe(true);
    expect(isValidSwiftBic('AKBBBY2XXXX', 'BY')).toBe(true);
    expect(isValidSwiftBic('CASPKZKA', 'BY')).toBe(false);
    expect(isValidSwiftBic('CASPKZK', 'KZ')).toBe(false);
  });
});

const russianCompany = {
  country_code: 2 as const,
  kind: 'company' as const,
  name: 'ООО «Ромашка»',
  inn: '7712345671',
  kpp: '771201001',
  ogrn: '1127746123450',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corr_account: '30101810400000000225',
};

describe('the legal entity schema', () => {
  it('passes whole Russian, Kazakh and Belarusian requisites, spaces and case aside', () => {
    expect(zodFieldErrors(LegalEntityWriteSchema, russianCompany)).toEqual({});
    expect(zodFieldErrors(LegalEntityWriteSchema, { ...russianCompany, account: '4070 2810 9380 0001 2345' })).toEqual({});
    const kz = { country_code: 3, kind: 'company', name: 'ТОО', inn: '971240001315', bank_name: 'Kaspi', bik: 'caspkzka', account: 'KZ86 125K ZT50 0410 0100' };
    expect(zodFieldErrors(LegalEntityWriteSchema, kz)).toEqual({});
    const by = { country_code: 4, kind: 'company', name: 'ООО', inn: '100582333', bank_name: 'Беларусбанк', bik: 'AKBBBY2X', account: 'BY13NBRB3600900000002Z00AB00' };
    expect(zodFieldErrors(LegalEntityWriteSchema, by)).toEqual({});
  });

  it('says at the field what is wrong with Russian requisites', () => {
    expect(zodFieldErrors(LegalEntityWriteSchema, { ...russianCompany, inn: '7712345670' })).toEqual({ inn: t('generated.legalEntities.validation.innCompany') });
    expect(zodFieldErrors(LegalEntityWriteSchema, { ...russianCompany, kpp: null })).toEqual({ kpp: t('generated.legalEntities.validation.kpp') });
    expect(zodFieldErrors(LegalEntityWriteSchema, { ...russianCompany, account: '40702810038000012345' })).toEqual({
      account: t('generated.legalEntities.validation.account'),
    });
    expect(zodFieldErrors(LegalEntityWriteSchema, { ...russianCompany, corr_account: '30101810400000000224' })).toEqual({
      corr_account: t('generated.legalEntities.validation.corrAccount'),
    });
    // An organisation's 13-digit ОГРН is not an entrepreneur's: the form asks for a 12-digit ИНН and an ОГРНИП.
    expect(requisitesErrors({ ...russianCompany, kind: 'entrepreneur' })).toEqual({
      inn: t('generated.legalEntities.validation.innEntrepreneur'),
      kpp: t('generated.legalEntities.validation.kppEntrepreneur'),
      ogrn: t('generated.legalEntities.validation.ogrnip'),
    });
    expect(requisitesErrors({ ...russianCompany, kind: 'entrepreneur', inn: '500100732259', kpp: null, ogrn: '304500116000157' })).toEqual({});
  });

  it('refuses Russian-only requisites abroad and the other country’s formats', () => {
    const kz = { country_code: 3 as const, kind: 'company' as const, inn: '971240001315', bik: 'CASPKZKA', account: 'KZ86125KZT5004100100' };
    expect(requisitesErrors({ ...kz, kpp: '771201001', corr_account: '30101810400000000225' })).toEqual({
      kpp: t('generated.legalEntities.validation.kppNone'),
      corr_account: t('generated.legalEntities.validation.corrNone'),
    });
    expect(requisitesErrors({ ...kz, inn: '7712345671', account: 'BY13NBRB3600900000002Z00AB00' })).toEqual({
      inn: t('generated.legalEntities.validation.bin'),
      account: t('generated.legalEntities.validation.iik'),
    });
    expect(requisitesErrors({ country_code: 4, kind: 'company', inn: '100582334', bik: '044525225', account: '40702810938000012345' })).toEqual({
      inn: t('generated.legalEntities.validation.unp'),
      bik: t('generated.legalEntities.validation.swift'),
      account: t('generated.legalEntities.validation.ibanBy'),
    });
  });
});
