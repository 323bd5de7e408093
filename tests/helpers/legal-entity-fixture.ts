/** A Russian company's requisites that pass every check digit (ИНН, КПП, ОГРН, БИК, счёт). */
export const companyRequisites = (name: string) => ({
  country_code: 2,
  kind: 'company',
  name,
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corr_account: '30101810400000000225',
});
