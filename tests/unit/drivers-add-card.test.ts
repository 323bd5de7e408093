import { describe, expect, it } from 'vitest';
import { driverAddCarCard, driverAddCard } from '../../resources/aggregators/drivers-add/card';
import { REFRESH_MS } from '../../resources/aggregators/drivers-add/status';
import { cardTitle, defineScopedCard } from '../../schemas/resource-card';
import { pollInterval } from '../../schemas/resource-list';
import { DriverAddCardSchema } from '../../schemas/drivers-add';

const request = { id: 7, kind: 'driver', driver_name: 'Тестов Игорь', status: 'approved', car_requests: [] as { status: string }[] };

describe('the driver-add cards (title by the record, poll)', () => {
  it('titles a driver request and a car request by their kind', () => {
    expect(cardTitle(driverAddCard, request)).toBe('Заявка № 7');
    expect(cardTitle(driverAddCard, { ...request, kind: 'car' })).toBe('Заявка на автомобиль № 7');
    expect(cardTitle(driverAddCarCard, request)).toBe('Регистрация автомобиля: Тестов Игорь');
    expect(cardTitle(driverAddCarCard, { ...request, kind: 'car' })).toBe('Заявка на автомобиль № 7');
  });

  it('asks again while the request or a car request of it waits for the aggregator', () => {
    expect(pollInterval(driverAddCard.poll, request)).toBe(false);
    expect(pollInterval(driverAddCard.poll, { ...request, status: 'sent' })).toBe(REFRESH_MS);
    expect(pollInterval(driverAddCard.poll, { ...request, car_requests: [{ status: 'in_review' }] })).toBe(REFRESH_MS);
    expect(pollInterval(driverAddCard.poll, undefined)).toBe(false);
  });

  it('refuses a title by a field the wire lacks', () => {
    const declaration = { read: { method: 'driverAddRequest' }, schema: DriverAddCardSchema, title: 'x', sections: [] };
    expect(() => defineScopedCard({ ...declaration, titleBy: { source: 'sort', titles: {} } })).toThrow(/sort/);
    expect(() => defineScopedCard({ ...declaration, titleBy: { source: 'kind', titles: { car: '%{plate}' } } })).toThrow(/plate/);
  });
});
