/**
 * The park's country as the spec numbers it (2 Russia, 3 Kazakhstan, 4 Belarus). Its own file
 * because the phone rules and the auth contracts both read it and auth reads the phone rules.
 */
import { z } from 'zod';

export const COUNTRY_CODES = { russia: 2, kazakhstan: 3, belarus: 4 } as const;
export const CountryCodeSchema = z.union([z.literal(2), z.literal(3), z.literal(4)]);
export type CountryCode = z.infer<typeof CountryCodeSchema>;
