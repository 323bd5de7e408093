/**
 * Access tokens: HS256 JWTs of at most 15 minutes carrying the user, park, group, the main API
 * base (`server`, spec 7) and the sign-in id (`sid`). Refresh tokens and other secrets are random
 * strings stored only as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AccessClaimsSchema, type AccessClaims } from '../../../schemas/auth';
import { errors } from '../../errors';

export const MAX_ACCESS_TTL_SECONDS = 15 * 60;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: Omit<AccessClaims, 'exp'>, now: Date): Promise<{ token: string; expiresIn: number }> {
    const expiresIn = Math.min(this.ttlSeconds, MAX_ACCESS_TTL_SECONDS);
    const issuedAt = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresIn)
      .sign(this.key);
    return { token, expiresIn };
  }

  /** Verifies signature and expiry against the app clock; an expired token is `token_expired`. */
  async verify(token: string, now: Date): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const parsed = AccessClaimsSchema.safeParse(payload);
      if (!parsed.success) throw errors.unauthorized();
      return parsed.data;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw errors.tokenExpired();
      if (error instanceof joseErrors.JOSEError) throw errors.unauthorized();
      throw error;
    }
  }
}
