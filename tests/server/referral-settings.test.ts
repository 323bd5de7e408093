/** GET /referral/settings (spec 3, 7): the park's own settings in creation order; empty when none. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferralSettingsResponseSchema } from '../../schemas/notices';
import { referralSettings } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { bearer, signIn, type SignedIn } from '../helpers/auth';
import { parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SETTINGS = '/api/referral/settings';

describe('referral settings', () => {
  let t: TestApp;
  let demo1: SignedIn;
  let kz: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    demo1 = await signIn(t, 'demo1');
    kz = await signIn(t, 'kz-demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = (as: SignedIn) => t.app.inject({ method: 'GET', url: SETTINGS, headers: bearer(as.token) });

  it('answers an empty list while the park has no referral program', async () => {
    const response = await settings(demo1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers the park\'s own settings ordered by id, the first one deciding', async () => {
    const park = await parkIdOf(t.db, 'demo1');
    const kzPark = await parkIdOf(t.db, 'kz-demo');
    const rows = await t.db
      .insert(referralSettings)
      .values([
        { taxisId: park, name: 'Приведи друга', enabled: true },
        { taxisId: kzPark, name: 'Досыңды әкел', enabled: false },
        { taxisId: park, name: 'Бонус за 50 поездок', enabled: false },
      ])
      .returning({ id: referralSettings.id });
    const mine = ReferralSettingsResponseSchema.parse((await settings(demo1)).json());
    expect(mine).toEqual([
      { id: rows[0]?.id, name: 'Приведи друга', enabled: true },
      { id: rows[2]?.id, name: 'Бонус за 50 поездок', enabled: false },
    ]);
    expect((await settings(kz)).json()).toEqual([{ id: rows[1]?.id, name: 'Досыңды әкел', enabled: false }]);
  });

  it('is for the groups of the referrals section', async () => {
    const demo3 = await signIn(t, 'demo3');
    expect((await settings(demo3)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
  });
});
