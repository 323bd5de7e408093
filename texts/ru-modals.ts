/**
 * Texts of the cabinet's modals (spec 2 "Modals and panels", spec 4): the mobile-app promo, the
 * referral promo, the connection questionnaire, the rating poll, the fee-report notice and
 * notification 1. The spec's own texts (the rating's validation and success texts, the error
 * templates) stay in ru.ts (ru.rating, ru.errors).
 */
export const ruModals = {
  common: {
    close: 'Закрыть',
    later: 'Позже',
  },
  promoApp: {
    title: 'Приложение для водителей',
    text: 'Водители парка видят баланс, выплаты и поездки в приложении на телефоне. Установите его и посоветуйте водителям.',
    appStore: 'Скачать в App Store',
    googlePlay: 'Скачать в Google Play',
  },
  referral: {
    title: 'Реферальная программа',
    intro: 'Подключите реферальную программу: ваши водители будут приглашать в парк новых.',
    drivers: 'Через реферальные программы в парки уже пришли 28\u00a0000 водителей.',
    earned: 'Парки получили благодаря им 2,8\u00a0млрд рублей.',
    growth: 'Парки с реферальной программой выросли на 20–300\u00a0%.',
    example: '10 активных водителей, пришедших по приглашению, могут принести парку 35\u00a0000 рублей.',
    more: 'Подробнее',
  },
  questionnaire: {
    title: 'Как прошло подключение?',
    text: 'Вы работаете с кабинетом уже неделю. Ответьте на несколько вопросов о подключении: это займёт пару минут и поможет нам стать удобнее.',
    open: 'Пройти анкету',
  },
  rating: {
    title: 'Оцените работу кабинета',
    question: 'Насколько вам удобно работать с кабинетом?',
    scale: 'Оценка от 1 до 5',
    score: 'Оценка %{score} из 5',
    worst: 'Плохо',
    best: 'Отлично',
    comment: 'Комментарий (необязательно)',
    counter: '%{count} из %{max}',
    send: 'Отправить',
    thanks: 'Спасибо за оценку',
  },
  feeReport: {
    title: 'Отчёт по комиссиям',
    text: 'Откройте отчёт по комиссиям: по каждому водителю — число поездок, их стоимость и комиссия парка за выбранный период.',
    open: 'Открыть отчёт',
  },
  parkPhone: {
    title: 'Укажите контактный телефон парка',
    text: 'По этому номеру мы свяжемся с парком, если понадобится что-то уточнить.',
    phone: 'Телефон парка',
    save: 'Сохранить',
    saved: 'Телефон парка сохранён',
    incomplete: 'Введите номер полностью',
  },
} as const;
