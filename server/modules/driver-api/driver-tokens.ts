/**
 * Driver tokens: HS256 JWTs of at most 15 minutes, audience `driver-api`, signed with a key of
 * their own (never the cabinet's), so a driver token fails the staff guard's signature check and
 * a staff token fails this one. The claims name the driver, the park and the sign-in (`sid`).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { t } from '../../../texts/t';
import { errors } from '../../errors';
import { ServerSecretsRepository } from '../auth/server-secrets.repository';
import { MAX_ACCESS_TTL_SECONDS } from '../auth/tokens';

export const DRIVER_AUDIENCE = 'driver-api';

const PayloadSchema = z.object({
  sub: z.string().regex(/^\d{1,18}$/),
  taxis_id: z.number().int().positive(),
  sid: z.string().min(1),
  aud: z.literal(DRIVER_AUDIENCE),
});

export interface DriverClaims {
  driverId: number;
  taxisId: number;
  sid: string;
}

/**
 * The key: derived from JWT_SECRET when the installation sets one, else a random key of its own
 * kept in server_secrets, so every process agrees and sign-ins survive restarts.
 */
async function driverKey(deps: AppDeps): Promise<Uint8Array> {
  const secret = deps.config.jwtSecret
    ? createHmac('sha256', deps.config.jwtSecret).update(DRIVER_AUDIENCE).digest('base64url')
    : await new ServerSecretsRepository(deps.db).keep('driver_jwt', randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(secret);
}

export class DriverTokenSigner {
  private constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  static async create(deps: AppDeps): Promise<DriverTokenSigner> {
    return new DriverTokenSigner(await driverKey(deps), Math.min(deps.config.accessTokenTtlSeconds, MAX_ACCESS_TTL_SECONDS));
  }

  async sign(claims: DriverClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ taxis_id: claims.taxisId, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.driverId))
      .setAudience(DRIVER_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** Signature, audience and expiry against the app clock; an expired token is `token_expired`. */
  async verify(token: string, now: Date): Promise<DriverClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: DRIVER_AUDIENCE, currentDate: now });
      const parsed = PayloadSchema.safeParse(payload);
      if (!parsed.success) throw errors.unauthorized(t('driverApi.signInRequired'));
      return { driverId: Number(parsed.data.sub), taxisId: parsed.data.taxis_id, sid: parsed.data.sid };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw errors.tokenExpired();
      if (error instanceof joseErrors.JOSEError) throw errors.unauthorized(t('driverApi.signInRequired'));
      throw error;
    }
  }
}
