/**
 * Texts of an aggregator's live connection and its import (issue 12 §1): the mode, the import's
 * status and phase as the aggregator's card shows them, the validation of the credentials, and
 * why the last run failed (the client's error kinds, never the platform's raw answer).
 */
export const ruAggregatorImport = {
  mode: { sandbox: 'Тестовый режим', live: 'Подключён по API' },
  status: { idle: 'Ожидает', running: 'Идёт загрузка', completed: 'Загружено', failed: 'Ошибка загрузки' },
  phase: { drivers: 'Водители', orders: 'Заказы', transactions: 'Транзакции' },
  progress: 'Загружено водителей: %{drivers}, заказов: %{trips}, транзакций: %{transactions}',
  errors: {
    unauthorized: 'Агрегатор не принял ключ API: проверьте Client ID, API-ключ и ID парка',
    rejected: 'Агрегатор отклонил запрос',
    rate_limited: 'Агрегатор ограничил частоту запросов, загрузка продолжится позже',
    unavailable: 'Агрегатор временно недоступен, загрузка продолжится позже',
    timeout: 'Агрегатор не ответил вовремя, загрузка продолжится позже',
    network: 'Нет связи с агрегатором, загрузка продолжится позже',
    invalid_response: 'Агрегатор ответил в неизвестном формате',
    unknown_outcome: 'Неизвестно, выполнил ли агрегатор запрос',
    internal: 'Внутренняя ошибка загрузки, она будет повторена',
    sealed: 'Сохранённый ключ API не расшифровывается (другой AGGREGATOR_SECRETS_KEY): введите ключ заново',
  },
  validation: {
    clientId: 'Client ID имеет вид taxi/park/<ID парка>',
    apiKey: 'Укажите API-ключ',
    parkId: 'Укажите ID парка в Яндекс Про',
    onlyYandex: 'Подключение по API есть только у Яндекс Про',
  },
  /** Who changed a driver imported from the platform (the driver's history). */
  historyAuthor: 'Загрузка из %{aggregator}',
  transactionFallback: 'Операция агрегатора %{category}',
} as const;
