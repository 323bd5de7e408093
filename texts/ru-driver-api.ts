/** Texts of the driver API (the driver app's sign-in, balance, destinations and payouts). */
export const ruDriverApi = {
  smsText: 'Код для входа в приложение водителя: %{code}. Никому его не сообщайте',
  accessClosed: 'Парк закрыл вам вход в приложение. Обратитесь в парк',
  signInRequired: 'Войдите в приложение по коду из СМС',
  refreshInvalid: 'Вход устарел. Войдите заново по коду из СМС',
  destinationNotFound: 'Способ выплаты не найден',
  validation: {
    parkRequired: 'Укажите парк',
    phone: 'Введите номер телефона полностью',
    bik: 'БИК — 9 цифр, начинается с 04',
    account: 'Номер счёта — 20 цифр',
    accountKey: 'Номер счёта не сходится с БИК: проверьте обе цифры',
    bankName: 'Укажите банк',
    recipientName: 'Укажите получателя, как в банке',
    sbpBankId: 'Выберите банк для СБП',
    cardToken: 'Нет токена карты: привяжите карту заново',
    cardLast4: 'Последние 4 цифры карты — ровно 4 цифры',
    cardNumber: 'Номер карты сюда не передаётся: карту привязывает платёжный сервис',
    kind: 'Выберите способ выплаты: карта, счёт или СБП',
  },
  title: {
    card: 'Карта •• %{last4}',
    bankAccount: '%{bank}, счёт •• %{last4}',
    sbp: '%{bank}, СБП %{phone}',
  },
} as const;
