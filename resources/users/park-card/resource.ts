/**
 * /users/taxi: the park's own card (spec 3 "Taxi"), a single record of the generator on the
 * park's own row. Read by every member through `GET /taxis/{id}` (spec 7); written with
 * `PUT /taxis/{id}` by groups 1 and 2 only: the name is on every document, the time zone decides
 * every park day of every section. The country is fixed once the park exists (money, phone masks
 * and the cash register depend on it). The phone is checked against the country's mask and the
 * time zone is the IANA zone of the chosen city, both by the users section's hooks.
 */
import { z } from 'zod';
import { COUNTRY_CODES, PhoneSchema } from '../../../schemas/auth';
import { PARK_CARD_WRITERS } from '../../../schemas/access';
import { defineResource } from '../../../schemas/resource';
import { asInput } from '../../../schemas/resource-inputs';
import { visibleName } from '../../../schemas/visible-name';
import { TIMEZONE_CITIES, TimezoneCitySchema, timezoneCityLabel } from '../../../schemas/timezones';
import { t, textsAt } from '../../../texts/t';

export { PARK_CARD_WRITERS };

export const ParkCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.literal([COUNTRY_CODES.russia, COUNTRY_CODES.kazakhstan, COUNTRY_CODES.belarus]),
  phone: asInput(z.string().nullable(), 'phone'),
  timezone_city: asInput(TimezoneCitySchema, 'autocomplete'),
  timezone: z.string(),
  created_at: z.iso.datetime(),
});
export type ParkCard = z.infer<typeof ParkCardSchema>;

export const ParkCardUpdateSchema = z
  .object({
    name: visibleName(z.string().trim().min(1, t('generated.parkCard.validation.name')).max(200)),
    phone: asInput(PhoneSchema, 'phone'),
    timezone_city: asInput(TimezoneCitySchema, 'autocomplete'),
  })
  .partial();

export const parkCard = defineResource({
  name: 'taxis',
  path: '/users/taxi',
  schema: ParkCardSchema,
  readOnly: ['id', 'country_code', 'timezone', 'created_at'],
  updateSchema: ParkCardUpdateSchema,
  labels: {
    ...textsAt('generated.parkCard'),
    choices: {
      ...textsAt('generated.parkCard.choices'),
      timezone_city: Object.fromEntries(TIMEZONE_CITIES.map((city) => [city.id, timezoneCityLabel(city)])),
    },
  },
  list: { columns: [], sortable: [], defaultSort: { field: 'id', order: 'ASC' }, filters: [] },
  showOnEdit: ['country_code'],
  inputs: {
    timezone_city: { choiceCountries: Object.fromEntries(TIMEZONE_CITIES.map((city) => [city.id, city.country])) },
  },
  views: { list: false, show: false, edit: true, create: false, delete: false },
  access: '/users/taxi',
  writeGroups: PARK_CARD_WRITERS,
  export: false,
  single: { readBy: 'own' },
  recordRepresentation: 'name',
});
