/**
 * Staff and drivers share one refresh-token rotation (issue 21 §4): both repositories go through
 * RefreshRotation, and the same story (rotate, then present the spent token again, which ends the
 * family and its session) plays out the same for both kinds, in the repositories and through the
 * two APIs' refresh endpoints. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRIVER_API_BASE } from '../../schemas/driver-api';
import { authSessions, driverRefreshTokens, driverSessions, refreshTokens, users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { RefreshRotation } from '../../server/modules/auth/refresh-rotation.repository';
import { RefreshTokensRepository, staffTokens } from '../../server/modules/auth/refresh-tokens.repository';
import { DriverSignInRepository, driverTokens } from '../../server/modules/driver-api/driver-sign-in.repository';
import { t as text } from '../../texts/t';
import { AUTH, signedInFrom, signIn } from '../helpers/auth';
import { addDriver, parkIdOf } from '../helpers/fleet-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-03-01T10:00:00Z');
const LATER = new Date('2026-03-01T10:05:00Z');
const EXPIRES = new Date('2026-04-01T10:00:00Z');
const DRIVER_PHONE = '+79161110099';

/** The session id an access token (staff or driver) names. */
function sidOf(token: string): string {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')).sid;
}

/** Which kind of token a RefreshRotation call went through (the rotation's own `kind`). */
const kindsOf = (spy: { mock: { contexts: unknown[] } }) => spy.mock.contexts.map((rotation) => (rotation as RefreshRotation<never, never>)['kind']);

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
    driverId = await addDriver(t.db, park, { phone: DRIVER_PHONE });
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

  it('through both APIs, a rotated token presented again ends the staff sign-in and the driver sign-in by the one rotation', async () => {
    const rotate = vi.spyOn(RefreshRotation.prototype, 'rotate');
    const revoke = vi.spyOn(RefreshRotation.prototype, 'revokeFamily');

    const staff = await signIn(t, 'demo1');
    const staffRefresh = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `${AUTH}/token/refresh`, payload: { AUTH_USER: 'demo1' }, cookies });
    const staffNext = signedInFrom(await staffRefresh(staff.cookies));
    const staffReused = await staffRefresh(staff.cookies);
    expect(staffReused.statusCode).toBe(401);
    expect(staffReused.json()).toEqual({ error: 'unauthorized', error_msg: text('errors.sessionRevoked') });
    expect(kindsOf(revoke)).toEqual([staffTokens]);
    expect(revoke.mock.calls[0]?.[0]).toBe(sidOf(staff.token));
    expect((await staffRefresh(staffNext.cookies)).statusCode).toBe(401);
    revoke.mockClear();

    const asked = await t.app.inject({ method: 'POST', url: `${DRIVER_API_BASE}/auth/sms`, payload: { taxis_id: park, phone: DRIVER_PHONE } });
    const smsKey = asked.json<{ data: { sms_key: string } }>().data.sms_key;
    const [sms] = t.sms.list(undefined, smsKey);
    if (!sms) throw new Error('no code sent to the driver');
    const signedIn = await t.app.inject({ method: 'POST', url: `${DRIVER_API_BASE}/auth`, payload: { sms_key: smsKey, sms_code: sms.code } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const driver = signedIn.json<{ data: { token: string; refresh_token: string } }>().data;
    const driverRefresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: `${DRIVER_API_BASE}/auth/refresh`, payload: { refresh_token: refreshToken } });
    const driverNext = await driverRefresh(driver.refresh_token);
    expect(driverNext.statusCode, driverNext.body).toBe(200);
    const driverReused = await driverRefresh(driver.refresh_token);
    expect(driverReused.statusCode).toBe(401);
    expect(driverReused.json<{ error_msg: string }>().error_msg).toBe(text('driverApi.refreshInvalid'));
    expect(kindsOf(revoke)).toEqual([driverTokens]);
    expect(revoke.mock.calls[0]?.[0]).toBe(sidOf(driver.token));
    expect((await driverRefresh(driverNext.json<{ data: { refresh_token: string } }>().data.refresh_token)).statusCode).toBe(401);

    // One rotation each way; each reuse above revoked its own sign-in's family through the same code.
    expect(kindsOf(rotate)).toEqual([staffTokens, driverTokens]);
    const [staffSession] = await t.db.select().from(authSessions).where(eq(authSessions.id, sidOf(staff.token)));
    expect(staffSession?.revokedAt).not.toBeNull();
    const [driverSession] = await t.db.select().from(driverSessions).where(eq(driverSessions.id, sidOf(driver.token)));
    expect(driverSession?.revokedAt).not.toBeNull();
  });
});
