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

/** Verified tokens kept per signer; past it the map starts again. */
const MAX_VERIFIED = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims: the same string carries the same
   * signature, so only its expiry is checked again (the HMAC through WebCrypto was a tenth of a
   * list page's CPU). Revocation is the session check's (access-cache.ts), not the token's.
   */
  private readonly verified = new Map<string, AccessClaims>();

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
    const kept = this.verified.get(token);
    if (kept !== undefined) {
      // jose's own rule: expired once the current second reaches `exp`.
      if (kept.exp <= Math.floor(now.getTime() / 1000)) throw errors.tokenExpired();
      return kept;
    }
    const claims = await this.verifySignature(token, now);
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }

  private async verifySignature(token: string, now: Date): Promise<AccessClaims> {
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
