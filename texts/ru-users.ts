/** Texts of the users section beyond the generated staff users list: card actions, per-user rules, offers. */
export const ruUsers = {
  actions: {
    resetPassword: 'Сбросить пароль',
    resetPasswordTitle: 'Сбросить пароль пользователя?',
    resetPasswordContent:
      'Пользователю %{name} на %{email} придёт письмо с новым паролем. Пароль начнёт действовать через 5 минут, до этого работает прежний.',
    endSessions: 'Завершить сеансы',
    endSessionsTitle: 'Завершить сеансы пользователя?',
    endSessionsContent:
      'На всех устройствах пользователя %{name} потребуется войти заново. Ваш текущий сеанс, если это вы, сохранится.',
    sessionsEnded: 'Сеансы завершены: %{count}',
    noSessions: 'Открытых сеансов нет',
    rules: 'Правила доступа',
    blocked: 'Пользователь заблокирован: сначала разблокируйте его',
  },
  rules: {
    title: 'Правила доступа: %{name}',
    intro:
      'Отмечены разделы, которые открывает группа «%{group}». Снимите отметку, чтобы закрыть раздел этому пользователю. Правила только сужают доступ группы и действуют с его следующего запроса; меню обновится при следующем входе.',
    section: 'Раздел целиком',
    saved: 'Правила доступа сохранены',
    back: 'К пользователю',
    otherGroup: 'Правила для группы «%{group}», а сейчас пользователь в группе «%{current}»: они начнут действовать, если его переведут в эту группу.',
    validation: {
      notInGroup: 'Группа пользователя не открывает «%{path}»: правило может только закрыть доступ, но не открыть',
      unknown: 'Такого раздела нет: %{path}',
      self: 'Свои правила доступа менять нельзя',
    },
  },
  /** Section and page names of the rules checklist, by path (sections come from the menu texts). */
  pages: {
    '/users/taxi': 'Парк',
    '/users/entity': 'Юрлица',
    '/users/offer': 'Оферты',
    '/users/users': 'Пользователи',
  } as Record<string, string>,
  offers: {
    title: 'Оферты',
    createTitle: 'Новая оферта',
    empty: 'Оферт пока нет: создайте первую, чтобы отправить её водителям',
    fields: {
      id: 'ID',
      title: 'Название',
      text: 'Текст оферты',
      version: 'Редакция',
      effective_from: 'Действует с',
      drivers_sent: 'Отправлена водителям',
      created_at: 'Создана',
    },
    validation: {
      title: 'Название: от 1 до 200 символов',
      text: 'Текст оферты не должен быть пустым',
      target: 'Выберите водителей или отправьте всем без оферты',
    },
    send: {
      button: 'Отправить',
      title: 'Отправить оферту «%{title}»',
      drivers: 'Водители',
      toChosen: 'Выбранным водителям',
      toUnsent: 'Всем водителям, которым оферта ещё не отправлена (кроме чёрного списка)',
      submit: 'Отправить',
      cancel: 'Отмена',
      done: 'Оферта отправлена водителям: %{count}',
      already: 'Все выбранные водители уже получили эту оферту',
    },
  },
} as const;
