/** What `npm run operator` says to the installation's operator, in Russian. */
export const operatorTexts = {
  help: `Оператор установки: новости, уведомления, баннеры и помощь для всех парков.
Запуск: npm run operator -- <команда> [параметры]

Новости
  news add --title ЗАГОЛОВОК [--summary АННОТАЦИЯ] (--html HTML | --html-file ФАЙЛ)
           [--country 2|3|4] [--publish-at ДАТА] --author ИМЯ
      Добавить новость. Без --publish-at публикуется сразу; дата в будущем — отложенная публикация.
  news list
      Все новости, новые первыми.

Уведомления (полоса над страницей, пока пользователь её не закроет)
  alert add (--html HTML | --html-file ФАЙЛ) [--country 2|3|4] [--until ДАТА] --author ИМЯ
      Добавить уведомление; действует с этого момента до --until (без него — пока не завершено).
  alert list
      Все уведомления.
  alert end НОМЕР
      Завершить уведомление сейчас.

Баннеры
  banner add --type quality_poll|report_data --title ЗАГОЛОВОК [--country 2|3|4] [--until ДАТА] --author ИМЯ
      quality_poll — опрос об оценке кабинета, report_data — уведомление об отчёте по комиссиям.
  banner list
      Все баннеры с числом ответивших и закрывших.
  banner end НОМЕР
      Завершить баннер сейчас.

Помощь
  hints import --file hints.json
      Заменить темы одного типа (type_id 1 — «Как настроить», 2 — «Подсказки») содержимым файла:
      {"type_id": 1, "items": [{"title": "...", "body": "...", "media_urls": ["/help/x.svg"],
        "front_path": "/kpi/main", "country_code": null, "children": [{"title": "...", ...}]}]}

Страны: 2 — Россия, 3 — Казахстан, 4 — Беларусь; без --country — для всех стран.
Даты — ISO 8601, например 2026-12-01T09:00:00+03:00.
HTML очищается: остаются абзацы, списки, заголовки h2–h4, выделение, цитаты, ссылки http/https/mailto
и картинки; скрипты, стили, iframe, обработчики on* и ссылки javascript: удаляются.

База та же, что у сервера: DATABASE_URL (PostgreSQL) или каталог PGlite DATA_DIR (по умолчанию ./data).
С PGlite сервер кабинета нужно остановить на время команды.`,
  unknownCommand: 'Неизвестная команда «%{command}». Список команд: npm run operator -- help',
  unknownOption: 'Неизвестный параметр %{option} для команды «%{command}»',
  missingValue: 'Для параметра %{option} не указано значение',
  extraArgument: 'Лишний аргумент «%{value}»',
  required: 'Не указан обязательный параметр %{option}',
  htmlChoice: 'Укажите HTML одним способом: --html или --html-file',
  htmlMissing: 'Не указан текст: --html или --html-file',
  htmlFile: 'Не удалось прочитать файл %{file}: %{reason}',
  htmlEmpty: 'После очистки HTML ничего не осталось: проверьте текст',
  htmlCleaned: 'Внимание: HTML очищен, недопустимые теги и атрибуты удалены',
  emptyValue: 'Параметр %{option} не может быть пустым',
  tooLong: 'Параметр %{option} длиннее %{max} символов',
  country: 'Страна: 2 (Россия), 3 (Казахстан) или 4 (Беларусь), получено «%{value}»',
  date: 'Неверная дата «%{value}» в %{option}: нужна дата ISO 8601, например 2026-12-01T09:00:00+03:00',
  untilPast: 'Дата --until уже прошла: %{value}',
  bannerType: 'Тип баннера: quality_poll или report_data, получено «%{value}»',
  id: 'Укажите номер: целое положительное число, получено «%{value}»',
  idMissing: 'Укажите номер, например: npm run operator -- %{command} end 3',
  alertNotFound: 'Уведомления №%{id} нет',
  bannerNotFound: 'Баннера №%{id} нет',
  alertAlreadyEnded: 'Уведомление №%{id} уже завершено %{at}',
  bannerAlreadyEnded: 'Баннер №%{id} уже завершён %{at}',
  hintsFile: 'Не удалось прочитать файл помощи %{file}: %{reason}',
  hintsJson: 'Файл %{file} — не JSON: %{reason}',
  hintsInvalid: 'Файл %{file} не подходит: %{issues}',
  newsAdded: 'Новость №%{id} добавлена: «%{title}», публикация %{at}, %{country}',
  alertAdded: 'Уведомление №%{id} добавлено: действует с %{from} %{until}, %{country}',
  bannerAdded: 'Баннер №%{id} (%{type}) добавлен: «%{title}», действует с %{from} %{until}, %{country}',
  alertEnded: 'Уведомление №%{id} завершено %{at}',
  bannerEnded: 'Баннер №%{id} завершён %{at}',
  hintsImported: 'Помощь типа %{type} заменена: тем %{topics}, шагов %{steps}',
  untilOpen: 'без срока',
  untilAt: 'до %{at}',
  allCountries: 'для всех стран',
  forCountry: 'для страны: %{country}',
  scheduled: 'запланирована',
  published: 'опубликована',
  alertStates: { active: 'действует', ended: 'завершено', notStarted: 'ещё не началось' },
  bannerStates: { active: 'действует', ended: 'завершён', notStarted: 'ещё не начался' },
  fileMissing: 'файл не найден',
  fileDenied: 'нет доступа',
  wholeFile: 'файл',
  noNews: 'Новостей нет',
  noAlerts: 'Уведомлений нет',
  noBanners: 'Баннеров нет',
  newsRow: '№%{id}  %{at}  %{state}  %{country}  %{author}  «%{title}»',
  alertRow: '№%{id}  с %{from} %{until}  %{state}  %{country}  %{author}  %{text}',
  bannerRow: '№%{id}  %{type}  с %{from} %{until}  %{state}  %{country}  %{author}  «%{title}»  ответили: %{responses}, закрыли: %{closes}',
  dataDirBusy:
    'Каталог данных PGlite %{dir} занят: сервер кабинета запущен (или завершился аварийно).\n' +
    'Остановите сервер (Ctrl+C в его окне) и повторите команду. Если сервер точно не запущен, удалите файл %{pid}.',
  failed: 'Команда не выполнена: %{reason}',
  noDatabase: 'Не удалось открыть базу данных: %{reason}',
} as const;
