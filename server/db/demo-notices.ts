/**
 * What a fresh installation tells its users (news, an alert, the two banners, help), written the
 * way the operator writes them. News, alerts, banners and help belong to the installation, not to
 * a park: they are seeded once, when the installation has no news yet.
 */
import { COUNTRY_CODES } from '../../schemas/auth';
import { sanitiseHtml } from '../lib/sanitize';
import { AlertsRepository } from '../modules/alerts/alerts.repository';
import { BannersRepository } from '../modules/banners/banners.repository';
import { HintsFileSchema, hintTopics } from '../modules/hints/hints-file';
import { HintsRepository } from '../modules/hints/hints.repository';
import { NewsRepository } from '../modules/news/news.repository';
import type { Db } from './client';
import { DEMO_HINTS, DEMO_ONBOARDING } from './demo-help';

export { ADD_DRIVER_VIDEO, CONNECT_AGGREGATOR_VIDEO, DEMO_HINTS, DEMO_ONBOARDING } from './demo-help';

const AUTHOR = 'Команда кабинета';
const DAY_MS = 24 * 3600 * 1000;

interface DemoNews {
  /** How many days before the seeding the item was published. */
  daysAgo: number;
  title: string;
  summary: string;
  html: string;
  countryCode: number | null;
}

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    daysAgo: 2,
    title: 'Отчёты готовятся в фоне и приходят в «Мои отчёты»',
    summary: 'Большие выгрузки больше не держат страницу: закажите отчёт и продолжайте работу.',
    countryCode: null,
    html: `<p>Раздел <b>«Отчёты»</b> теперь формирует выгрузки в фоне. Выберите отчёт и период, нажмите
«Сформировать» — и продолжайте работать: когда файл будет готов, строка в панели <b>«Мои отчёты»</b>
сменит статус на «Готов» без перезагрузки страницы.</p>
<ul>
<li>доступны отчёты по водителям, поездкам, выплатам, комиссиям и отзывам пассажиров;</li>
<li>файлы в формате xlsx, в имени — дата и время формирования;</li>
<li>скачать можно только готовый отчёт, история хранится в панели «Мои отчёты».</li>
</ul>
<p><a href="/reports">Перейти к отчётам</a></p>`,
  },
  {
    daysAgo: 9,
    title: 'Отчёт по комиссиям парка',
    summary: 'Сколько парк удержал с каждого водителя за период — в одном отчёте.',
    countryCode: null,
    html: `<p>В разделе «Водители» появился <b>отчёт по комиссиям</b>: по каждому водителю — число поездок,
их стоимость и комиссия парка за выбранный период. Из строки отчёта можно перейти к поездкам водителя
и проверить каждую.</p>
<p>Отчёт доступен владельцу парка, администраторам и бухгалтерии. Если комиссия водителя кажется
неверной, проверьте настройки комиссий его группы: отчёт считает по тем условиям, что действовали
в день поездки.</p>
<p><a href="/drivers/feereport">Открыть отчёт по комиссиям</a></p>`,
  },
  {
    daysAgo: 20,
    title: 'Выплаты самозанятым водителям: чеки «Мой налог»',
    summary: 'Напоминаем, как работать с чеками самозанятых водителей.',
    countryCode: COUNTRY_CODES.russia,
    html: `<p>Водитель, зарегистрированный как самозанятый (налог на профессиональный доход), формирует
<b>чек в приложении «Мой налог»</b> на каждую полученную выплату и передаёт его парку. Чек подтверждает
расходы парка на оплату услуг водителя.</p>
<ul>
<li>налог с дохода от организаций и ИП — 6%, с дохода от физических лиц — 4%;</li>
<li>доход самозанятого не может превышать 2,4 млн ₽ в календарном году;</li>
<li>если водитель утратил статус самозанятого, выплаты ему облагаются как доход физического лица.</li>
</ul>
<p>В списке водителей фильтр «Самозанятый» показывает, кто из водителей подключён как самозанятый,
а фильтр «Проблема с договором» — у кого есть вопросы к договору с агрегатором.</p>
<p><a href="https://npd.nalog.ru/" target="_blank">Подробнее о налоге на профессиональный доход</a></p>`,
  },
  {
    daysAgo: 35,
    title: 'Новая версия приложения для водителей',
    summary: 'История баланса, заявки на вывод и уведомления о списаниях.',
    countryCode: null,
    html: `<p>Вышла новая версия приложения для водителей парка. Что изменилось:</p>
<ol>
<li><b>История баланса</b> — все начисления, списания и выплаты с пояснениями;</li>
<li><b>заявка на вывод</b> — водитель видит статус выплаты до зачисления;</li>
<li><b>уведомления</b> о списаниях и корректировках, сделанных парком.</li>
</ol>
<p>Попросите водителей обновить приложение из магазина приложений. Кто из водителей уже пользуется
приложением, видно в списке водителей по фильтру «Приложение установлено».</p>`,
  },
  {
    daysAgo: 60,
    title: 'Закон о такси 580-ФЗ: что изменилось с 1 сентября 2023 года',
    summary: 'Региональные реестры вместо разрешений, требования к водителям и службам заказа.',
    countryCode: COUNTRY_CODES.russia,
    html: `<p>С <b>1 сентября 2023 года</b> действует Федеральный закон № 580-ФЗ «Об организации перевозок
пассажиров и багажа легковым такси в Российской Федерации». Главное для парков:</p>
<ul>
<li>вместо разрешений — <b>региональные реестры</b>: перевозчиков, легковых такси и служб заказа;
разрешения, выданные раньше, действуют до окончания своего срока;</li>
<li>служба заказа передаёт заказы только перевозчикам и автомобилям, внесённым в реестры;</li>
<li>стаж водителя такси — не менее трёх лет;</li>
<li>перед выходом на линию обязательны медицинский осмотр водителя и контроль технического
состояния автомобиля;</li>
<li>самозанятые водители могут работать перевозчиками на собственном автомобиле.</li>
</ul>
<blockquote>Проверьте, что автомобили парка внесены в реестр вашего региона: без этого агрегаторы
не передают заказы.</blockquote>`,
  },
];

/** Seeds the demo notices unless the installation already has news; answers whether it did. */
export async function seedDemoNotices(db: Db, now: Date): Promise<boolean> {
  const news = new NewsRepository(db);
  if (await news.any()) return false;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const added = await news.addAll(
    DEMO_NEWS.map((item) => ({
      title: item.title,
      summary: item.summary,
      contentHtml: sanitiseHtml(item.html),
      countryCode: item.countryCode,
      publishedAt: ago(item.daysAgo),
      author: AUTHOR,
    })),
  );
  const reportsNews = added.find((item) => item.title === DEMO_NEWS[0]?.title);
  if (!reportsNews) throw new Error('the demo news were not written');
  await new AlertsRepository(db).add({
    contentHtml: sanitiseHtml(
      `<p><b>Отчёты теперь готовятся в фоне.</b> Закажите выгрузку и продолжайте работу — файл появится в
«Моих отчётах». <a href="/news/one/${reportsNews.id}">Подробнее</a></p>`,
    ),
    countryCode: null,
    activeFrom: ago(1),
    activeUntil: null,
    author: AUTHOR,
  });
  const banners = new BannersRepository(db);
  await banners.add({
    bannerType: 'quality_poll',
    title: 'Оцените работу кабинета',
    countryCode: null,
    activeFrom: ago(1),
    activeUntil: null,
    author: AUTHOR,
  });
  await banners.add({
    bannerType: 'report_data',
    title: 'Отчёт по комиссиям за прошлую неделю готов',
    countryCode: null,
    activeFrom: ago(1),
    activeUntil: null,
    author: AUTHOR,
  });
  const hints = new HintsRepository(db);
  for (const file of [DEMO_ONBOARDING, DEMO_HINTS]) {
    const content = HintsFileSchema.parse(file);
    await hints.replace(content.type_id, hintTopics(content));
  }
  return true;
}
