/**
 * The generator's pure parts: inputs derived from the entity's JSON Schema, and a list request
 * on ra-data-simple-rest's wire turned into conditions by the declared filter lines.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MoneySchema } from '../../schemas/money';
import { defineResource, filter } from '../../schemas/resource';
import { asInput, asReference, inputsOf } from '../../schemas/resource-inputs';
import { contentRange, ListQueryError, parseListQuery } from '../../schemas/resource-query';
import { t } from '../../texts/t';
import { carColours } from '../fixtures/resources/car-colours';

describe('inputs derived from the schema', () => {
  const Schema = z.object({
    title: z.string().min(1),
    note: asInput(z.string(), 'multiline').optional(),
    status: z.enum(['active', 'fired']),
    kind: z.enum(['a', 'b']).nullable(),
    blocked: z.boolean(),
    seats: z.number().int(),
    price: asInput(MoneySchema, 'money'),
    since: z.iso.date(),
    seen_at: z.iso.datetime().nullable(),
    email: z.email(),
    phone: asInput(z.string(), 'phone'),
    driver_id: asReference(z.number().int(), 'drivers/list').nullable(),
    owner_id: asReference(z.number().int(), 'drivers', { label: 'full_name', search: 'search' }),
  });

  it('maps each field to its input, required from the schema', () => {
    expect(inputsOf(Schema)).toEqual([
      { source: 'title', kind: 'text', required: true },
      { source: 'note', kind: 'multiline', required: false },
      { source: 'status', kind: 'select', required: true, choices: ['active', 'fired'] },
      { source: 'kind', kind: 'select', required: false, nullable: true, choices: ['a', 'b'] },
      { source: 'blocked', kind: 'boolean', required: true },
      { source: 'seats', kind: 'number', required: true },
      { source: 'price', kind: 'money', required: true },
      { source: 'since', kind: 'day', required: true },
      { source: 'seen_at', kind: 'datetime', required: false, nullable: true },
      { source: 'email', kind: 'email', required: true },
      { source: 'phone', kind: 'phone', required: true },
      { source: 'driver_id', kind: 'reference', required: false, nullable: true, reference: 'drivers/list' },
      {
        source: 'owner_id',
        kind: 'reference',
        required: true,
        reference: 'drivers',
        referenceLabel: 'full_name',
        referenceSearch: 'search',
      },
    ]);
  });

  it('lets a declaration override or drop a field', () => {
    const inputs = inputsOf(Schema, { title: { kind: 'multiline' }, note: false });
    expect(inputs.find((input) => input.source === 'title')?.kind).toBe('multiline');
    expect(inputs.some((input) => input.source === 'note')).toBe(false);
  });

  it('refuses a declaration that names a field the schema lacks', () => {
    expect(() =>
      defineResource({ ...carColours, list: { ...carColours.list, filters: [filter.flag('is_blue')] } }),
    ).toThrow(/is_blue/);
  });
});

describe('list query mapping', () => {
  const parse = (raw: Record<string, unknown>) =>
    parseListQuery(carColours, Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, JSON.stringify(value)])));

  it('defaults to the declared sort and the first page', () => {
    expect(parse({})).toEqual({ sort: { field: 'name', order: 'ASC' }, offset: 0, limit: 25, conditions: [] });
  });

  it('turns range, sort and each filter line into conditions', () => {
    expect(parse({ sort: ['surcharge', 'DESC'], range: [50, 74], filter: { q: ' бел ', kind: 'matte', available: false } })).toEqual({
      sort: { field: 'surcharge', order: 'DESC' },
      offset: 50,
      limit: 25,
      conditions: [
        { op: 'search', fields: ['name'], text: 'бел' },
        { op: 'eq', field: 'kind', value: 'matte' },
        { op: 'eq', field: 'available', value: false },
      ],
    });
  });

  it('answers getMany’s ids and skips empty values', () => {
    expect(parse({ filter: { id: [3, 4], q: '' } }).conditions).toEqual([{ op: 'in', field: 'id', values: [3, 4] }]);
  });

  it('adding a date-range line makes its two keys valid', () => {
    const dated = { ...carColours, list: { ...carColours.list, filters: [...carColours.list.filters, filter.dateRange('painted_on')] } };
    const raw = { filter: JSON.stringify({ painted_on_gte: '2026-01-01', painted_on_lte: '2026-01-31' }) };
    expect(() => parseListQuery(carColours, raw)).toThrow(ListQueryError);
    expect(parseListQuery(dated, raw).conditions).toEqual([
      { op: 'dayFrom', field: 'painted_on', day: '2026-01-01' },
      { op: 'dayTo', field: 'painted_on', day: '2026-01-31' },
    ]);
  });

  it('refuses undeclared filters, sorts, bad values and broken JSON with field messages', () => {
    const fieldsOf = (raw: Record<string, string>) => {
      try {
        parseListQuery(carColours, raw);
      } catch (error) {
        if (error instanceof ListQueryError) return error.fields;
      }
      return null;
    };
    expect(fieldsOf({ filter: '{"colour":"red"}' })).toEqual({ colour: t('generated.query.filter') });
    expect(fieldsOf({ sort: '["kind","ASC"]' })).toHaveProperty('sort');
    expect(fieldsOf({ filter: '{"kind":"glossy"}' })).toHaveProperty('kind');
    expect(fieldsOf({ range: '[5,1]' })).toEqual({ range: t('generated.query.range') });
    expect(fieldsOf({ filter: '{oops' })).toEqual({ filter: t('generated.query.json') });
  });

  it('sorts by id, react-admin\'s default, even where the declaration names other fields only', () => {
    const byName = { ...carColours, list: { ...carColours.list, sortable: ['name'] } };
    expect(parseListQuery(byName, { sort: '["id","DESC"]' }).sort).toEqual({ field: 'id', order: 'DESC' });
    expect(() => parseListQuery(byName, { sort: '["surcharge","ASC"]' })).toThrow(ListQueryError);
  });

  it('writes Content-Range as ra-data-simple-rest reads it', () => {
    expect(contentRange('car-colours', 0, 25, 319)).toBe('car-colours 0-24/319');
    expect(contentRange('car-colours', 0, 0, 0)).toBe('car-colours */0');
  });
});
