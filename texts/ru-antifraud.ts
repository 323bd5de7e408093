/** Texts of the antifraud screen (/aggregators/antifrod/{aggregator}): the trips an aggregator's antifraud flagged. */
export const ruAntifraud = {
  title: 'Антифрод',
  titleOf: 'Антифрод: %{name}',
  tabsLabel: 'Агрегаторы парка',
  /** The park has no aggregator with the code of the path. */
  noAggregator: 'У парка нет агрегатора «%{name}», поэтому и поездок, отмеченных его антифродом, нет. Выберите агрегатор парка.',
  noAggregators: 'К парку не подключён ни один агрегатор.',
  aggregatorParam: 'Укажите код агрегатора (например, gett) или его номер',
  figures: {
    flagged_trips: 'Поездок под подозрением',
    flagged_sum: 'Их стоимость',
    flagged_share: 'Доля от выполненных',
    drivers: 'Водителей',
  },
  completeTrips: 'Выполнено поездок: %{count}',
  reasons: 'Причины',
  allReasons: 'Все причины',
  reasonFilter: 'Причина',
  empty: 'За период антифрод не отметил ни одной поездки',
  fields: {
    reason: 'Причина',
  },
} as const;
