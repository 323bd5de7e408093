/** Texts of the help panel (spec 2: tabs 'Подсказки' and 'Как настроить') and its media. */
export const ruHelp = {
  button: 'Помощь',
  title: 'Помощь',
  close: 'Закрыть',
  tabs: {
    hints: 'Подсказки',
    setup: 'Как настроить',
  },
  tabsLabel: 'Разделы помощи',
  onThisPage: 'На этой странице',
  otherHints: 'Другие подсказки',
  noHints: 'Подсказок пока нет',
  noTopics: 'Инструкций пока нет',
  loadFailed: 'Не удалось загрузить подсказки',
  step: 'Шаг %{n}',
  openPage: 'Открыть страницу',
  video: 'Видеоинструкция: %{title}',
  slides: {
    label: 'Слайды: %{title}',
    slide: 'Слайд %{n} из %{count}',
    goTo: 'Показать слайд %{n}',
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    open: 'Открыть слайд целиком',
  },
} as const;
