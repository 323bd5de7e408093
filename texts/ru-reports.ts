/**
 * Report names and statuses (spec 3: typeRu, statusRu). The server names files and sheets with
 * them, the SPA shows them: one catalogue for both.
 */
export const ruReports = {
  types: {
    drivers: 'Водители',
    transactions: 'Транзакции',
    transfers: 'Поездки',
    drivers_active: 'Активные водители',
    drivers_new: 'Новые водители',
    orders_finished: 'Выполненные заказы',
    orders_overall: 'Все заказы',
    orders_fraud: 'Подозрительные заказы',
    payments_overall: 'Сумма выплат',
    payments_count: 'Количество выплат',
    payments_drivers: 'Водители с выплатами',
    commission_income: 'Комиссионный доход',
    survey_reviews: 'Отзывы пассажиров',
  },
  statuses: {
    in_progress: 'Формируется',
    completed: 'Готов',
    failed: 'Ошибка',
  },
  /** Answers of the reports API (field messages of a 400, the 409 of a download too early). */
  api: {
    reportType: 'Выберите тип отчёта из списка',
    periodTooLong: 'Период отчёта — не больше %{days} дней',
    tooManyInProgress: 'Одновременно формируется не больше %{count} ваших отчётов: дождитесь готовых',
    notReady: 'Отчёт ещё формируется',
    failed: 'Отчёт не удалось сформировать: закажите его снова',
  },
  /** Column headers of the report files that the fleet's field labels (ruFleet.fields) do not cover. */
  columns: {
    day: 'Дата',
    callsign: 'Позывной',
    period_revenue: 'Выручка за период',
    active_days: 'Дней с поездками',
    trips_overall: 'Всего заказов',
    trips_complete: 'Выполнено',
    trips_cancelled: 'Отменено',
    trips_other: 'Не выполнено и прочие',
    complete_share: 'Доля выполненных, %',
    revenue: 'Стоимость заказов',
    average_check: 'Средний чек',
    fraud_reason: 'Причина подозрения',
    payouts: 'Выплат',
    payout_sum: 'Сумма выплат',
    drivers_paid: 'Водителей с выплатами',
    average_payout: 'Средняя выплата',
    last_payout: 'Последняя выплата',
    transaction_at: 'Время операции',
    score: 'Оценка',
    tags: 'Теги',
    feedback_status: 'Статус отзыва',
    response: 'Ответ парка',
  },
} as const;
