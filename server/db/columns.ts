/**
 * Column shapes every table file uses: instants are timestamptz read as Date, park-local days
 * YYYY-MM-DD strings, money integer kopecks.
 */
import { bigint, date, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const day = (name: string) => date(name, { mode: 'string' });
export const kopecks = (name: string) => bigint(name, { mode: 'number' });
export const bigId = (name: string) => bigint(name, { mode: 'number' });
