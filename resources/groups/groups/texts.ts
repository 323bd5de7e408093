/** The Russian texts of the driver groups (/groups), merged into the catalogue as resources.groups (texts/catalogue.ts). */
import { folderTexts } from '../../../texts/folder-texts';

export const groupsTexts = folderTexts('groups', {
  title: 'Группы водителей',
  createTitle: 'Новая группа',
  empty: 'В парке ещё нет групп',
  fields: {
    id: 'ID',
    name: 'Название',
    description: 'Описание',
    created_at: 'Создана',
  },
  // react-admin's toasts of this resource (resources.groups.notifications.*), instead of «Элемент создан».
  notifications: { created: 'Группа создана', updated: 'Группа сохранена', deleted: 'Группа удалена' },
});
