/**
 * Staff and drivers share one refresh-token rotation (issue 21 §4): both repositories go through
 * RefreshRotation, and the same story (rotate, then present the spent token again, which ends the
 * family and its session) plays out the same for both kinds. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions, driverRefreshTokens, driverSessions, refreshTokens, users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { RefreshRotation } from '../../server/modules/auth/refresh-rotation.repository';
import { RefreshTokensRepository } from '../../server/modules/auth/refresh-tokens.repository';
import { DriverSignInRepository } from '../../server/modules/driver-api/driver-sign-in.repository';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-03-01T10:00:00Z');
const LATER = new Date('2026-03-01T10:05:00Z');
const EXPIRES = new Date('2026-04-01T10:00:00Z');

describe('one refresh-token rotation for staff and drivers', () => {
  let t: TestApp;
  let userId: number;
  let park: number;
  let driverId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    park = await parkIdOf(t.db, 'demo1');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'demo1'));
    if (!user) throw new Error('no demo1 user');
    userId = user.id;
    driverId = await addDriver(t.db, park, { phone: '+79161110099' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rotates and, on reuse of a rotated token, revokes the family and the session of a staff sign-in', async () => {
    const rotate = vi.spyOn(RefreshRotation.prototype, 'rotate');
    const revoke = vi.spyOn(RefreshRotation.prototype, 'revokeFamily');
    const repository = new RefreshTokensRepository(t.db);
    await repository.startSession('staff-family', userId, 'staff-first', NOW, EXPIRES);
    const first = await repository.findByHash('staff-first');
    if (!first) throw new Error('the first token was not stored');
    expect(await repository.rotate(first, 'staff-second', NOW, EXPIRES)).toBe(true);
    // The stale row (as a reused copy would bring it) cannot be spent twice.
    expect(await repository.rotate(first, 'staff-third', LATER, EXPIRES)).toBe(false);
    await repository.revokeFamily(first.familyId, LATER);

    expect(rotate).toHaveBeenCalledTimes(2);
    expect(revoke).toHaveBeenCalledWith('staff-family', LATER);
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, 'staff-family'));
    expect(family.map((row) => row.tokenHash).sort()).toEqual(['staff-first', 'staff-second']);
    expect(family.every((row) => row.revokedAt?.getTime() === LATER.getTime())).toBe(true);
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.id, 'staff-family'));
    expect(session?.revokedAt?.getTime()).toBe(LATER.getTime());
  });

  it('rotates and, on reuse of a rotated token, revokes the family and the session of a driver sign-in', async () => {
    const rotate = vi.spyOn(RefreshRotation.prototype, 'rotate');
    const revoke = vi.spyOn(RefreshRotation.prototype, 'revokeFamily');
    const repository = new DriverSignInRepository(t.db);
    await repository.startSession('driver-family', { id: driverId, taxisId: park }, 'driver-first', NOW, EXPIRES);
    const first = await repository.refreshToken('driver-first');
    if (!first) throw new Error('the first token was not stored');
    expect(await repository.rotate(first, 'driver-second', NOW, EXPIRES)).toBe(true);
    expect(await repository.rotate(first, 'driver-third', LATER, EXPIRES)).toBe(false);
    await repository.revokeFamily(first.familyId, LATER);

    expect(rotate).toHaveBeenCalledTimes(2);
    expect(revoke).toHaveBeenCalledWith('driver-family', LATER);
    const family = await t.db.select().from(driverRefreshTokens).where(eq(driverRefreshTokens.familyId, 'driver-family'));
    expect(family.map((row) => row.tokenHash).sort()).toEqual(['driver-first', 'driver-second']);
    expect(family.every((row) => row.revokedAt?.getTime() === LATER.getTime() && row.driverId === driverId && row.taxisId === park)).toBe(
      true,
    );
    const [session] = await t.db.select().from(driverSessions).where(eq(driverSessions.id, 'driver-family'));
    expect(session?.revokedAt?.getTime()).toBe(LATER.getTime());
  });
});
