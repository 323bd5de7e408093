/**
 * Report names and statuses (spec 3: typeRu, statusRu). The server names files and sheets with
 * them, the SPA shows them: one catalogue for both.
 */
import type { ReportStatus, ReportType } from '../../schemas/reports';

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
  } satisfies Record<ReportType, string>,
  statuses: {
    in_progress: 'Формируется',
    completed: 'Готов',
    failed: 'Ошибка',
  } satisfies Record<ReportStatus, string>,
} as const;
