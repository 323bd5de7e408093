/** The Russian texts of the blacklist (/drivers/blacklist), merged into the catalogue as resources.drivers/blacklist (texts/catalogue.ts). */
import { folderTexts } from '../../../texts/folder-texts';

export const blacklistTexts = folderTexts('drivers/blacklist', {
  title: 'Чёрный список',
  createTitle: 'Добавить в чёрный список',
  empty: 'В чёрном списке никого нет',
  fields: {
    id: 'ID',
    driver_id: 'Водитель парка',
    full_name: 'ФИО',
    phone: 'Телефон',
    licence_number: 'Номер ВУ',
    reason: 'Причина',
    created_by: 'Добавил',
    created_at: 'Добавлен',
  },
});
