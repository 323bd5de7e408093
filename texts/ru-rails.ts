/**
 * Texts of the payout rails' sandboxes (issue 13): the answers a bank or a card provider gives, as
 * banks word them, and the lines of their statements.
 */
export const ruRails = {
  sandbox: 'Тестовый режим: деньги не уходят, банк имитирует песочница',
  /** The rails' names as a statement's sender names them. */
  names: {
    tochka: 'Точка',
    tbank: 'Т-Банк',
    alfa: 'Альфа-Банк',
    cloudpayments: 'CloudPayments',
    ypmn: 'Твои Платежи',
    sbp: 'СБП',
    nominal: 'Номинальный счёт',
    qiwi: 'Киви Банк',
  },
  /** Refusals and failures, as the banks give them. */
  reasons: {
    accountClosed: 'Счёт получателя закрыт',
    badBik: 'Неверный БИК',
    badAccount: 'Неверный номер счёта получателя',
    badPhone: 'Неверный номер телефона получателя',
    badSbpBank: 'Банк получателя не найден в СБП',
    badCardToken: 'Токен карты не найден',
    cardBlocked: 'Карта получателя заблокирована',
    cardNotSupported: 'Выплаты на карту этого банка не поддерживаются',
    recipientRefused: 'Получатель не найден в банке по номеру телефона',
    limitExceeded: 'Превышен лимит',
    limitPayment: 'Превышен лимит на один платёж',
    limitDay: 'Превышен лимит платежей по счёту за день',
    limitRecipientDay: 'Превышен лимит платежей одному получателю за день',
    limitRecipientCount: 'Превышено число платежей одному получателю за день',
    belowMinimum: 'Сумма меньше минимальной',
    insufficientFunds: 'Недостаточно средств на счёте',
    insufficientVirtual: 'Недостаточно средств на виртуальном счёте',
    referenceReused: 'Выплата с таким merchantPayoutReference уже была: повторное использование запрещено',
    destinationUnsupported: 'Этот способ выплаты банк не поддерживает',
    suspended161: 'Перевод приостановлен на 2 дня: получатель в базе данных Банка России о случаях операций без согласия клиента (161-ФЗ)',
    notConfirmed161: 'Перевод не подтверждён в течение 2 дней и возвращён (161-ФЗ)',
    returnedByBank: 'Возврат: счёт получателя закрыт',
    bankDeclined: 'Отказ банка получателя',
  },
  statement: {
    opening: 'Остаток на начало работы счёта (тестовый режим)',
    topUp: 'Пополнение счёта',
    topUpVirtual: 'Пополнение виртуального счёта',
    fee: 'Комиссия банка за платёж %{externalId}',
    returned: 'Возврат платежа %{externalId}: %{reason}',
    card: 'Карта •• %{last4}',
    sender: '%{bank} (тестовый режим)',
    receiver: 'Бухгалтерия',
  },
} as const;
