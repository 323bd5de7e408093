/**
 * The cities a park works in (spec 3 "Default geo list", spec 7 `POST /geo`): by default the
 * sixteen largest Russian cities, each with its id, title and region. The aggregator connection
 * wizard offers them; an aggregator keeps the id (`aggregators.city_id`).
 */
import { z } from 'zod';

export const GEO_ENDPOINT = '/geo';

export const CitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  region: z.string(),
});
export type City = z.infer<typeof CitySchema>;

export const DEFAULT_CITIES: readonly City[] = [
  { id: 1, title: 'Москва', region: 'Москва' },
  { id: 2, title: 'Санкт-Петербург', region: 'Санкт-Петербург' },
  { id: 3, title: 'Новосибирск', region: 'Новосибирская область' },
  { id: 4, title: 'Екатеринбург', region: 'Свердловская область' },
  { id: 5, title: 'Казань', region: 'Республика Татарстан' },
  { id: 6, title: 'Нижний Новгород', region: 'Нижегородская область' },
  { id: 7, title: 'Красноярск', region: 'Красноярский край' },
  { id: 8, title: 'Челябинск', region: 'Челябинская область' },
  { id: 9, title: 'Самара', region: 'Самарская область' },
  { id: 10, title: 'Уфа', region: 'Республика Башкортостан' },
  { id: 11, title: 'Ростов-на-Дону', region: 'Ростовская область' },
  { id: 12, title: 'Краснодар', region: 'Краснодарский край' },
  { id: 13, title: 'Омск', region: 'Омская область' },
  { id: 14, title: 'Воронеж', region: 'Воронежская область' },
  { id: 15, title: 'Пермь', region: 'Пермский край' },
  { id: 16, title: 'Волгоград', region: 'Волгоградская область' },
];

export const cityOf = (id: number | null | undefined): City | null => DEFAULT_CITIES.find((city) => city.id === id) ?? null;

/** `POST /geo`: an optional search over title and region; no body answers every city. */
export const GeoRequestSchema = z
  .object({ search: z.string().trim().max(100).optional().describe('Часть названия города или региона') })
  .nullish();
export const GeoResponseSchema = z.object({ cities: z.array(CitySchema) });
export type GeoResponse = z.infer<typeof GeoResponseSchema>;

export function searchCities(search: string | undefined): City[] {
  const needle = search?.trim().toLocaleLowerCase('ru') ?? '';
  if (needle === '') return [...DEFAULT_CITIES];
  return DEFAULT_CITIES.filter((city) => `${city.title} ${city.region}`.toLocaleLowerCase('ru').includes(needle));
}
