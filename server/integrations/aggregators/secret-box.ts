/**
 * Aggregator API keys at rest. With AGGREGATOR_SECRETS_KEY (32 bytes, base64 or hex) a key is
 * sealed with AES-256-GCM (`v1:<iv>:<tag>:<data>`, base64url); without it, it is kept as
 * `plain:<key>` and the database's own protection is all there is (docs/OPERATIONS.md). A key
 * sealed with another master key does not open: the import fails with a clear error instead of
 * sending garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A stored key that cannot be opened (another master key, or none set). */
export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedSecretError';
  }
}

export class SecretBox {
  private constructor(private readonly key: Buffer | null) {}

  static fromEnv(value: string | undefined): SecretBox {
    if (value === undefined || value.trim() === '') return new SecretBox(null);
    const text = value.trim();
    const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
    if (key.length !== 32) throw new Error('AGGREGATOR_SECRETS_KEY: нужны 32 байта (64 hex-символа или base64)');
    return new SecretBox(key);
  }

  get sealing(): boolean {
    return this.key !== null;
  }

  seal(secret: string): string {
    if (!this.key) return `plain:${secret}`;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
  }

  open(sealed: string): string {
    if (sealed.startsWith('plain:')) return sealed.slice('plain:'.length);
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new SealedSecretError('unreadable sealed secret');
    if (!this.key) throw new SealedSecretError('the secret is sealed and AGGREGATOR_SECRETS_KEY is not set');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretError('the secret was sealed with another AGGREGATOR_SECRETS_KEY');
    }
  }
}
