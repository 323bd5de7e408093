/** Texts of the news screens (/news, /news/one/{id}) and of the operator's alerts above the page. */
export const ruNews = {
  list: {
    title: 'Новости',
    markAllRead: 'Отметить все как прочитанные',
    allRead: 'Все новости прочитаны',
    unread: 'Не прочитано',
    empty: 'Новостей пока нет',
    titleField: 'Заголовок',
    published: 'Дата',
  },
  one: {
    back: 'Все новости',
    notFound: 'Новость не найдена',
  },
  alerts: {
    region: 'Объявления',
    close: 'Закрыть',
  },
} as const;
