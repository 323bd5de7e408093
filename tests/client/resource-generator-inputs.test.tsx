// @vitest-environment jsdom
/**
 * The generator's inputs as a person meets them: money in the house MoneyInput (roubles with
 * kopecks), park days in the DayInput (ДД.ММ.ГГГГ), phones with the country's mask, references
 * as an autocomplete; and the form values turned into what the API takes.
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTexts as render } from '../helpers/texts';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MoneySchema } from '../../schemas/money';
import { defineResource } from '../../schemas/resource';
import { asInput, asReference, inputsOf, type InputSpec } from '../../schemas/resource-inputs';
import { inputOf, referencePicking, wireValues } from '../../src/components/generated/inputOf';
import { i18nProvider } from '../../src/i18n';

const NBSP = '\u00a0';

const NoteSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  amount: asInput(MoneySchema, 'money'),
  due_on: z.iso.date().nullable(),
  phone: asInput(z.string(), 'phone'),
  driver_id: asReference(z.number().int(), 'drivers', { label: 'full_name', search: 'search' }).nullable(),
  note: z.string().optional(),
});

const notes = defineResource({
  name: 'notes',
  path: '/rent/notes',
  schema: NoteSchema,
  readOnly: ['id'],
  labels: {
    title: 'Заметки',
    createTitle: 'Новая заметка',
    empty: 'Заметок нет',
    fields: { title: 'Заголовок', amount: 'Сумма', due_on: 'Срок', phone: 'Телефон', driver_id: 'Водитель', note: 'Примечание' },
  },
  list: { columns: ['title'], sortable: ['title'], defaultSort: { field: 'title', order: 'ASC' }, filters: [] },
  views: { list: true, show: false, edit: true, create: true, delete: false },
  access: '/rent/notes',
  export: false,
  recordRepresentation: 'title',
});

const specs = inputsOf(notes.schema.omit({ id: true }));
const spec = (source: string): InputSpec => {
  const found = specs.find((input) => input.source === source);
  if (found === undefined) throw new Error(source);
  return found;
};

const renderInput = (source: string, defaultValues: Record<string, unknown> = {}) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form defaultValues={defaultValues}>{inputOf(notes, spec(source))}</Form>
    </AdminContext>,
  );

describe('generated form inputs', () => {
  it('a money field is the house money input: «1 500,50» shown, typed the Russian way', () => {
    renderInput('amount', { amount: '1500.50' });
    const input = screen.getByLabelText<HTMLInputElement>('Сумма');
    expect(input.value).toBe(`1${NBSP}500,50`);
    expect(input.inputMode).toBe('decimal');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2000,5' } });
    fireEvent.blur(input);
    expect(input.value).toBe(`2${NBSP}000,50`);
  });

  it('a park day is the house day input, shown as ДД.ММ.ГГГГ', () => {
    renderInput('due_on', { due_on: '2026-03-15' });
    const day = screen.getByRole('group', { name: 'Срок' });
    expect(day.textContent).toContain('15');
    expect(day.textContent).toContain('03');
    expect(day.textContent).toContain('2026');
  });

  it('a phone shows the country’s prefix and mask', () => {
    renderInput('phone', { phone: '+79161234567' });
    const input = screen.getByLabelText<HTMLInputElement>(/Телефон/);
    expect(input.value).toBe('(916) 123-45-67');
    expect(screen.getByText('+7')).toBeDefined();
  });

  it('a reference is an autocomplete over the referenced resource', () => {
    renderInput('driver_id');
    expect(screen.getByRole('combobox', { name: 'Водитель' })).toBeDefined();
    const picking = referencePicking(spec('driver_id'));
    expect(picking.optionText).toBe('full_name');
    expect(picking.filterToQuery(' Иван ')).toEqual({ search: 'Иван' });
    expect(picking.filterToQuery('')).toEqual({});
    expect(referencePicking({ source: 'x', kind: 'reference', required: false }).filterToQuery('a')).toEqual({ q: 'a' });
  });
});

describe('form values on the wire', () => {
  it('turns a typed sum into the wire form and an emptied field into what the schema takes', () => {
    expect(wireValues({ title: 'Аренда', amount: '1 500,5', due_on: '', phone: '+79161234567', driver_id: null, note: '' }, specs)).toEqual({
      title: 'Аренда',
      amount: '1500.50',
      // nullable: null; optional: left out
      due_on: null,
      phone: '+79161234567',
      driver_id: null,
    });
    // A required field emptied is null, so the schema's own message shows at the field.
    expect(wireValues({ title: '' }, specs)).toMatchObject({ title: null });
  });
});
