/**
 * The work rules an aggregator in «Тестовый режим» answers: the three a Yandex park typically has
 * (market.md §b.4: Штатный, Аренда, Подключение), with ids of the platform's shape, so the
 * wizard's groups step works the same with or without credentials.
 */
export const SANDBOX_WORK_RULES = [
  { id: 'sandbox-rule-staff', name: 'Штатный', enabled: true },
  { id: 'sandbox-rule-rent', name: 'Аренда', enabled: true },
  { id: 'sandbox-rule-connect', name: 'Подключение', enabled: true },
] as const;
