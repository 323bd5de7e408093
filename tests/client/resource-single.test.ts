/**
 * The generator's additions for the park's own papers: choice inputs tagged with a kind keep
 * their choices (the city autocomplete, the park's country), a single record has only its card,
 * and `writeGroups` narrows writes below the access path's groups.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { canWrite, defineResource } from '../../schemas/resource';
import { inputsOf } from '../../schemas/resource-inputs';
import { LegalEntityWriteSchema } from '../../resources/users/legal-entities/resource';
import { parkCard, ParkCardUpdateSchema } from '../../resources/users/park-card/resource';
import { TIMEZONE_CITIES } from '../../schemas/timezones';

describe('the park card and legal entity inputs', () => {
  it('makes the city an autocomplete over the whole list, each choice with its country', () => {
    const [name, phone, city] = inputsOf(ParkCardUpdateSchema, parkCard.inputs);
    expect(name).toEqual({ source: 'name', kind: 'text', required: false });
    expect(phone).toEqual({ source: 'phone', kind: 'phone', required: false });
    expect(city?.kind).toBe('autocomplete');
    expect(city?.choices).toEqual(TIMEZONE_CITIES.map((entry) => entry.id));
    expect(city?.choiceCountries?.novosibirsk).toBe(2);
    expect(city?.choiceCountries?.almaty).toBe(3);
    expect(city?.choiceCountries?.minsk).toBe(4);
    expect(parkCard.labels.choices?.timezone_city?.novosibirsk).toBe('Новосибирск (UTC+7)');
  });

  it('makes the entity’s country the park’s, with the three countries as its choices', () => {
    const [country] = inputsOf(LegalEntityWriteSchema);
    expect(country).toEqual({ source: 'country_code', kind: 'parkCountry', required: true, choices: [2, 3, 4] });
  });
});

describe('a single record', () => {
  const base = {
    name: 'probe',
    path: '/users/probe',
    schema: z.object({ id: z.number().int(), name: z.string() }),
    readOnly: ['id'],
    labels: { title: 'Проба', createTitle: 'Проба', empty: '—', fields: {} },
    list: { columns: [], sortable: [], defaultSort: { field: 'id', order: 'ASC' as const }, filters: [] },
    access: '/users/taxi',
    export: false,
    single: { readBy: 'generator' as const },
    recordRepresentation: 'name',
  };

  it('has only its card', () => {
    expect(() => defineResource({ ...base, views: { list: false, show: false, edit: true, create: false, delete: false } })).not.toThrow();
    expect(() => defineResource({ ...base, views: { list: true, show: false, edit: true, create: false, delete: false } })).toThrow(
      /only its card/,
    );
    expect(() => defineResource({ ...base, views: { list: false, show: false, edit: true, create: true, delete: false } })).toThrow(
      /only its card/,
    );
  });

  it('lets only its write groups write', () => {
    expect([1, 2, 3, 4, 5].map((group) => canWrite(parkCard, group as 1 | 2 | 3 | 4 | 5))).toEqual([true, true, false, false, false]);
    expect(canWrite({}, 4)).toBe(true);
  });
});
