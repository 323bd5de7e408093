/**
 * Password hashing (argon2id, the library's default algorithm and parameters: 19 MiB, 2 passes)
 * and the random passwords that recovery e-mails.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './tokens';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, never as a server error with details.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Burns the same argon2 work as a real check, so an unknown login answers no faster than a
 * known one with a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}

// No 0/O, 1/l/I: the password is read from an e-mail and typed by hand.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_PASSWORD_LENGTH = 12;

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
