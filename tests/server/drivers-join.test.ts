import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriverAggregatorsResponseSchema, DriverChangesResponseSchema } from '../../schemas/drivers';
import { aggregators } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { t as text } from '../../texts/t';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { addAggregator, addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const notFound = { error: 'not_found', error_msg: text('errors.notFound') };
const invalid = (data: Record<string, string>) => ({ error: 'validation_error', error_msg: text('errors.validation'), data });

describe('drivers-join: a driver’s accounts on the park’s aggregators', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;
  let yandex: number;
  let uber: number;
  let citymobil: number;
  let kzYandex: number;
  let withTin: number;
  let withoutTin: number;
  let employee: number;
  let kzDriver: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
    const park = await parkIdOf(t.db, 'demo1');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    yandex = await addAggregator(t.db, park, 'yandex');
    uber = await addAggregator(t.db, park, 'uber');
    citymobil = await addAggregator(t.db, park, 'citymobil');
    await t.db.update(aggregators).set({ active: false }).where(eq(aggregators.id, citymobil));
    kzYandex = await addAggregator(t.db, kzPark, 'yandex');
    withTin = await addDriver(t.db, park, { lastName: 'Смирнов', taxIdentificationNumber: '771234567890' });
    withoutTin = await addDriver(t.db, park, { lastName: 'Кузнецов' });
    employee = await addDriver(t.db, park, { lastName: 'Попов', employmentType: 'park_employee' });
    kzDriver = await addDriver(t.db, kzPark, { lastName: 'Ахметов' });
  });
  afterAll(async () => {
    await t.close();
  });

  const accounts = async (driverId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/drivers/${driverId}/aggregators`, headers: bearer(demo1.token) });
    expect(response.statusCode, response.body).toBe(200);
    return DriverAggregatorsResponseSchema.strict().parse(response.json());
  };
  const connect = (driverId: number, aggregatorId: number | string, as: SignedIn = demo1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/drivers/${driverId}/aggregators`,
      headers: bearer(as.token),
      payload: { aggregator_id: aggregatorId },
    });
  const disconnect = (driverId: number, aggregatorId: number, as: SignedIn = demo1) =>
    t.app.inject({ method: 'DELETE', url: `/api/drivers/${driverId}/aggregators/${aggregatorId}`, headers: bearer(as.token) });
  const history = async (driverId: number) =>
    DriverChangesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/drivers/${driverId}/changes`, headers: bearer(demo1.token) })).json(),
    );
  const listed = async (driverId: number) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/drivers/v2/list?sortcolumn=id', headers: bearer(demo1.token) })
    )
      .json<{ driver_profiles: { id: number; self_state: string; links: { aggregator_id: number }[] }[] }>()
      .driver_profiles.find((driver) => driver.id === driverId);

  it('offers the park’s active aggregators the driver is not on', async () => {
    expect(await accounts(withTin)).toEqual({
      links: [],
      available: [
        { id: uber, code: 'uber', name: 'Uber' },
        { id: yandex, code: 'yandex', name: 'Яндекс Go' },
      ],
    });
  });

  it('connects through the gateway: the platform’s account id and its employment check', async () => {
    const response = await connect(withTin, yandex);
    expect(response.statusCode, response.body).toBe(200);
    const answer = DriverAggregatorsResponseSchema.strict().parse(response.json());
    expect(answer.available).toEqual([{ id: uber, code: 'uber', name: 'Uber' }]);
    expect(answer.links).toEqual([
      {
        aggregator_id: yandex,
        aggregator_code: 'yandex',
        aggregator_name: 'Яндекс Go',
        external_id: expect.stringMatching(/^yandex-[0-9a-f]{16}$/),
        status: 'active',
        is_selfemployed: true,
        has_contract_issue: false,
        last_trip_at: null,
      },
    ]);
    expect(await listed(withTin)).toMatchObject({ self_state: 'success', links: [{ aggregator_id: yandex }] });

    const noTin = DriverAggregatorsResponseSchema.parse((await connect(withoutTin, uber)).json());
    expect(noTin.links[0]).toMatchObject({ aggregator_id: uber, is_selfemployed: false, has_contract_issue: true });
    expect((await listed(withoutTin))?.self_state).toBe('warning');

    const parkEmployee = DriverAggregatorsResponseSchema.parse((await connect(employee, yandex)).json());
    expect(parkEmployee.links[0]).toMatchObject({ is_selfemployed: false, has_contract_issue: false });
    expect((await listed(employee))?.self_state).toBe('none');
  });

  it('refuses a second connection and aggregators that are not the park’s active ones', async () => {
    expect((await connect(withTin, yandex)).json()).toEqual(invalid({ aggregator_id: text('fleet.validation.alreadyConnected') }));
    for (const aggregatorId of [kzYandex, citymobil, 999_999, 2_000_000_000]) {
      const response = await connect(withTin, aggregatorId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid({ aggregator_id: text('fleet.validation.aggregatorNotFound') }));
    }
    expect((await connect(withTin, 99_999_999_999)).json()).toEqual(invalid({ aggregator_id: text('fleet.validation.noSuchRow') }));
    expect((await connect(withTin, 'яндекс')).statusCode).toBe(400);
  });

  it('disconnects, then reactivates the same account', async () => {
    const connected = (await accounts(withTin)).links[0];
    const response = await disconnect(withTin, yandex);
    expect(response.statusCode, response.body).toBe(200);
    const after = DriverAggregatorsResponseSchema.strict().parse(response.json());
    expect(after.links).toEqual([{ ...connected, status: 'disconnected' }]);
    expect(after.available.map((aggregator) => aggregator.id)).toEqual([uber, yandex]);
    expect(await listed(withTin)).toMatchObject({ self_state: 'none', links: [] });

    const historyBefore = (await history(withTin)).total;
    expect((await disconnect(withTin, yandex)).json()).toEqual(after);
    expect((await history(withTin)).total).toBe(historyBefore);

    const again = DriverAggregatorsResponseSchema.parse((await connect(withTin, yandex)).json());
    expect(again.links).toEqual([{ ...connected, status: 'active' }]);
    expect((await listed(withTin))?.self_state).toBe('success');
  });

  it('writes each connection and disconnection into the driver’s history', async () => {
    const { changes } = await history(withTin);
    expect(changes.map((change) => change.changes)).toEqual([
      [{ field: 'aggregators', from: [], to: ['Яндекс Go'] }],
      [{ field: 'aggregators', from: ['Яндекс Go'], to: [] }],
      [{ field: 'aggregators', from: [], to: ['Яндекс Go'] }],
    ]);
    expect(changes[0]?.user_name).toBe('Смирнов Алексей Викторович');
  });

  it('answers 404 for another park’s driver and for an account the driver does not have', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/drivers/${kzDriver}/aggregators`, headers: bearer(demo1.token) })).json()).toEqual(
      notFound,
    );
    expect((await connect(kzDriver, yandex)).json()).toEqual(notFound);
    expect((await connect(withTin, kzYandex, kz)).json()).toEqual(notFound);
    expect((await disconnect(kzDriver, kzYandex)).json()).toEqual(notFound);
    expect((await disconnect(employee, uber)).json()).toEqual(notFound);
    expect(DriverAggregatorsResponseSchema.parse((await connect(kzDriver, kzYandex, kz)).json()).links).toHaveLength(1);
  });
});
