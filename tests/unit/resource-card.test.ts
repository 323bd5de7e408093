import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardTitle, cellOfLine, defineScopedCard, linesShown, schemaHas, type CardDeclaration } from '../../schemas/resource-card';
import { feedbackCard } from '../../resources/drivers/feedback/card';
import { transferCard } from '../../resources/transfers/card';
import { newsCard } from '../../resources/news/card';
import { tochkaPaymentCard } from '../../resources/payments/accounts/paymentCard';

const Schema = z.object({
  id: z.number(),
  number: z.string(),
  driver: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  status: z.enum(['new', 'done']),
  amount: z.string().optional(),
});

const base = (over: Partial<CardDeclaration> = {}): CardDeclaration => ({
  read: { resource: 'things' },
  schema: Schema,
  title: 'Вещь %{number}',
  sections: [{ title: 'Главное', lines: [{ source: 'number', label: 'Номер' }] }],
  ...over,
});

describe('defineScopedCard', () => {
  it('accepts fields of the wire schema, joined ones through a nullable join', () => {
    expect(schemaHas(Schema, 'driver.full_name')).toBe(true);
    expect(schemaHas(Schema, 'amount')).toBe(true);
    expect(schemaHas(Schema, 'driver.phone')).toBe(false);
    expect(() => defineScopedCard(base({ sections: [{ lines: [{ source: 'driver.full_name', label: 'Водитель', linkTo: '/d/:row.driver.id' }] }] }))).not.toThrow();
  });

  it('refuses unknown fields in lines, the badge, links and the title', () => {
    expect(() => defineScopedCard(base({ sections: [{ lines: [{ source: 'colour', label: 'Цвет' }] }] }))).toThrow(/no such field: colour/);
    expect(() => defineScopedCard(base({ badge: { source: 'state', label: 'Статус', kind: 'choice', labels: {} } }))).toThrow(/state/);
    expect(() => defineScopedCard(base({ sections: [{ lines: [{ source: 'number', label: 'Номер', linkTo: '/d/:row.driver.uid' }] }] }))).toThrow(/driver\.uid/);
    expect(() => defineScopedCard(base({ title: 'Вещь %{name}' }))).toThrow(/title: name/);
  });

  it('refuses a choice without labels and a derived line without a value; slots and derived lines need no field', () => {
    expect(() => defineScopedCard(base({ sections: [{ lines: [{ source: 'status', label: 'Статус', kind: 'choice' }] }] }))).toThrow(/labels/);
    expect(() => defineScopedCard(base({ sections: [{ lines: [{ source: 'x', label: 'Икс', kind: 'derived' }] }] }))).toThrow(/value/);
    expect(() =>
      defineScopedCard(base({ sections: [{ lines: [{ source: 'bar', label: 'Полоса', kind: 'slot' }, { source: 'sum', label: 'Сумма', kind: 'derived', value: () => '1' }] }] })),
    ).not.toThrow();
  });

  it('draws its lines with the scoped list cells', () => {
    expect(cellOfLine({ source: 'amount', label: 'Сумма', kind: 'signedMoney' })).toEqual({ kind: 'money', path: 'amount', signed: true });
    expect(cellOfLine({ source: 'amount', label: 'Сумма', kind: 'money' })).toEqual({ kind: 'money', path: 'amount' });
    expect(cellOfLine({ source: 'number', label: 'Номер', empty: 'нет' })).toEqual({ kind: 'text', path: 'number', empty: 'нет' });
    expect(cellOfLine({ source: 'status', label: 'С', kind: 'choice', labels: { new: 'Новый' }, colours: { new: 'primary' } })).toMatchObject({
      kind: 'choice',
      colours: { new: 'primary' },
    });
    expect(cellOfLine({ source: 'at', label: 'Когда', kind: 'day' }).kind).toBe('day');
    expect(cellOfLine({ source: 's', label: 'S', kind: 'slot' })).toEqual({ kind: 'slot' });
  });

  it('fills the title from the record, through titleValues, and keeps lines by `when`', () => {
    expect(cardTitle({ title: 'Поездка %{number}', titleValues: { number: 'driver.full_name' } }, { driver: { full_name: 'Иванов' } })).toBe('Поездка Иванов');
    expect(cardTitle({ title: 'Вещь %{id}' }, { id: 7 })).toBe('Вещь 7');
    const section = { lines: [{ source: 'a', label: 'А' }, { source: 'b', label: 'Б', when: (row: Record<string, unknown>) => Boolean(row.b) }] };
    expect(linesShown(section, { b: null }).map((line) => line.source)).toEqual(['a']);
    expect(linesShown(section, { b: 'x' })).toHaveLength(2);
  });

  it('the moved screens declare their cards over their wire schemas', () => {
    for (const card of [feedbackCard, transferCard, newsCard, tochkaPaymentCard]) expect(card.sections.length).toBeGreaterThan(0);
    expect(newsCard.read).toEqual({ method: 'newsItem', pick: 'item', key: 'news' });
  });
});
