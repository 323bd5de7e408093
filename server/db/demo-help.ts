/**
 * The help a fresh installation shows (spec 3 "Help item"), written the way the operator writes
 * a hints file. A text that names another section declares its path in `sections`, so the SPA
 * shows it only to someone who can open that section (tests/client/section-links.test.ts holds
 * every text to it).
 */
import { HINT_TYPES } from '../../schemas/notices';
import type { HintsFile } from '../modules/hints/hints-file';

/** Slides and the video instructions in public/help (the videos: scripts/make-help-video.mjs). */
const slide = (name: string) => `/help/${name}.svg`;
export const CONNECT_AGGREGATOR_VIDEO = '/help/video/connect-aggregator.webm';
export const ADD_DRIVER_VIDEO = '/help/video/add-driver.webm';

/** Help type 1, 'Как настроить': topics with their steps and slides; the first two have a video each. */
export const DEMO_ONBOARDING: HintsFile = {
  type_id: HINT_TYPES.onboarding,
  items: [
    {
      title: 'Подключить агрегатор',
      body: 'Заказы и водители приходят в кабинет от агрегаторов: подключите хотя бы один.',
      media_urls: [CONNECT_AGGREGATOR_VIDEO],
      // Shown once «Агрегаторы» has a screen.
      sections: ['/aggregators'],
      children: [
        { title: 'Откройте «Агрегаторы»', body: 'Нажмите «Подключить агрегатор» или откройте агрегатор и «Настроить подключение».', media_urls: [slide('aggregator-1')], front_path: '/aggregators' },
        { title: 'Вставьте ключ API', body: 'Client ID, API-ключ и ID парка выдаёт кабинет агрегатора; нажмите «Сохранить и продолжить» — мастер проверит подключение.', media_urls: [slide('aggregator-2')] },
        { title: 'Проверьте список', body: 'Статус «По API» и ход загрузки видны на карточке агрегатора; водители агрегатора появятся в разделе «Водители».', media_urls: [slide('aggregator-3')], sections: ['/drivers/list/all'] },
      ],
    },
    {
      title: 'Добавить водителя',
      body: 'Водителя можно добавить вручную, если агрегатор ещё не передал его.',
      media_urls: [ADD_DRIVER_VIDEO],
      sections: ['/drivers/new'],
      children: [
        { title: 'Откройте «Водители»', body: 'Нажмите «Добавить водителя».', media_urls: [slide('driver-1')], front_path: '/drivers/list/all' },
        { title: 'Заполните данные', body: 'ФИО, телефон и водительское удостоверение обязательны.', media_urls: [slide('driver-2')], front_path: '/drivers/new' },
        {
          title: 'Подключите к агрегатору',
          body: 'В карточке водителя откройте вкладку агрегаторов и включите нужный.',
          media_urls: [slide('driver-3')],
          sections: ['/drivers/detail/:id/drivers-join'],
        },
      ],
    },
    {
      title: 'Настроить списания',
      body: 'Регулярные списания — аренда авто, штрафы, сервисы — списываются с баланса водителя сами.',
      sections: ['/drivers/detail/:id/charges/list'],
      children: [
        {
          title: 'Новое списание',
          body: 'Карточка водителя → «Списания» → «Новое списание».',
          media_urls: [slide('charges-1')],
          sections: ['/drivers/detail/:id/charges/new'],
        },
        { title: 'Сумма и периодичность', body: 'Укажите сумму, как часто списывать и с какой даты.', media_urls: [slide('charges-2')] },
      ],
    },
    {
      title: 'Выгрузить отчёт',
      body: 'Любой отчёт за период — в xlsx.',
      sections: ['/reports'],
      children: [
        { title: 'Закажите отчёт', body: 'Выберите отчёт и период, нажмите «Сформировать».', media_urls: [slide('report-1')], front_path: '/reports' },
        { title: 'Скачайте файл', body: 'Готовый отчёт — в панели «Мои отчёты».', media_urls: [slide('report-2')] },
      ],
    },
    {
      title: 'Проверить поездки',
      body: 'Поездки приходят от агрегаторов; ошибку в сумме можно исправить корректировкой.',
      sections: ['/transfers/list/complete'],
      children: [
        { title: 'Отберите поездки', body: 'Фильтры по периоду, статусу и водителю.', media_urls: [slide('trips-1')], front_path: '/transfers/list/complete' },
        { title: 'Исправьте сумму', body: 'Корректировка с причиной пересчитает баланс водителя.', media_urls: [slide('trips-2')], front_path: '/transfers/corrections' },
      ],
    },
  ],
};

/** Help type 2, 'Подсказки': what the open page is for, with a tip or two. */
export const DEMO_HINTS: HintsFile = {
  type_id: HINT_TYPES.hints,
  items: [
    {
      title: 'Показатели парка',
      body: 'Поездки, активные и новые водители, выплаты и доход от комиссий за выбранный период.',
      front_path: '/kpi/main',
      media_urls: [slide('kpi-1')],
      children: [
        { title: 'Сравнивайте недели', body: 'Выберите одинаковые по длине периоды, чтобы сравнить динамику.' },
        { title: 'Из графика — к деталям', body: 'Отчёты за тот же период можно заказать в разделе «Отчёты».', sections: ['/reports'] },
      ],
    },
    {
      title: 'Список водителей',
      body: 'Все водители парка; вкладки — водители отдельных агрегаторов.',
      front_path: '/drivers/list/all',
      media_urls: [slide('driver-1')],
      children: [
        { title: 'Фильтры', body: 'Самозанятые, с приложением, без поездок 7, 14 или 30 дней — отберите нужных и выгрузите в xlsx.' },
        { title: 'Значок предупреждения', body: 'У водителя есть вопрос к договору с агрегатором: откройте его карточку.' },
      ],
    },
    {
      title: 'Выполненные поездки',
      body: 'Поездки за период со стоимостью и комиссиями.',
      front_path: '/transfers/list/complete',
      media_urls: [slide('trips-1')],
      children: [{ title: 'Корректировки', body: 'Ошибку в сумме поездки исправляет корректировка — с причиной, она видна водителю.' }],
    },
    {
      title: 'Отчёты',
      body: 'Отчёт формируется в фоне — можно уйти со страницы.',
      front_path: '/reports',
      media_urls: [slide('report-1'), slide('report-2')],
      children: [{ title: 'Где файл', body: 'Кнопка «Мои отчёты» вверху страницы: скачать можно готовый отчёт.' }],
    },
    {
      title: 'Отчёт по комиссиям',
      body: 'Комиссия парка по каждому водителю за период.',
      front_path: '/drivers/feereport',
      children: [{ title: 'Проверка', body: 'Из строки отчёта откройте поездки водителя, чтобы проверить начисления.' }],
    },
    {
      title: 'Новости',
      body: 'Новые возможности кабинета и изменения в законах — зелёная точка в меню, пока есть непрочитанные.',
      front_path: '/news',
      children: [],
    },
  ],
};
