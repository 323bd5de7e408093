/** Texts of the resource generator and of the resources declared with it (schemas/resources/). */
export const ruResources = {
  query: {
    json: 'Ожидается JSON',
    sort: 'Сортировка возможна по полям: %{fields}',
    range: 'Диапазон строк: [первая, последняя]',
    filter: 'Такого фильтра нет',
    text: 'Ожидается текст',
    day: 'Ожидается дата ГГГГ-ММ-ДД',
  },
  generic: {
    search: 'Поиск',
    from: 'с',
    to: 'по',
    yes: 'Да',
    no: 'Нет',
    history: 'История изменений',
    historyEmpty: 'Изменений нет',
    historyWhen: 'Когда',
    historyWho: 'Кто',
    historyField: 'Поле',
    historyFrom: 'Было',
    historyTo: 'Стало',
    actions: { create: 'Создание', update: 'Изменение', delete: 'Удаление' },
    exportSheet: 'Лист',
  },
} as const;
