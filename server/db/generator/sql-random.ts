/**
 * Deterministic pseudo-random values computed inside SQL from a row's index, so that millions of
 * rows are generated set-based (INSERT ... SELECT FROM generate_series) and the same seed always
 * gives the same rows. hashint8extended is the same function on PostgreSQL and PGlite.
 */

/** A text value as an SQL literal. */
export const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export const textArray = (values: readonly string[]): string => `ARRAY[${values.map(literal).join(',')}]::text[]`;

export const intArray = (values: readonly number[]): string => `ARRAY[${values.map((value) => String(Math.trunc(value))).join(',')}]::int[]`;

export class SqlRandom {
  /** `seed` names the data set; `stream` keeps one park's draws apart from another's. */
  constructor(
    private readonly seed: number,
    private readonly stream: number,
  ) {}

  /** Uniform in [0, 1) from an integer SQL expression (the row's index) and the name of the draw. */
  u(key: string, draw: number): string {
    const hashSeed = this.seed * 1_000_000 + this.stream * 1_000 + draw;
    return `((hashint8extended((${key})::bigint, ${hashSeed}) & 2147483647)::float8 / 2147483648.0)`;
  }

  /** An integer in [0, n). */
  int(key: string, draw: number, n: number): string {
    return `floor(${this.u(key, draw)} * ${n})::int`;
  }

  /** Hex digits (md5 of the key and the draw): tokens, VIN tails, external ids. */
  hex(key: string, draw: number, length: number): string {
    return `substr(md5((${key})::text || ':${this.seed}:${this.stream}:${draw}'), 1, ${length})`;
  }
}

/** One of the values, uniformly, for a uniform draw `u`. */
export function pick(values: readonly string[], u: string): string {
  return `(${textArray(values)})[1 + floor((${u}) * ${values.length})::int]`;
}

/** The value at an integer SQL expression, wrapping around (exact: no float rounding). */
export function pickAt(values: readonly string[], index: string): string {
  return `(${textArray(values)})[1 + ((${index}) % ${values.length})::int]`;
}

/** The number at an integer SQL expression, wrapping around. */
export function numberAt(values: readonly number[], index: string): string {
  return `(ARRAY[${values.map((value) => String(Math.trunc(value))).join(',')}]::bigint[])[1 + ((${index}) % ${values.length})::int]`;
}

/** One of the SQL expressions by weight, for a uniform draw `u` (a column: it is read several times). */
export function weighted(entries: readonly (readonly [string, number])[], u: string): string {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const branches = entries.slice(0, -1).map(([value, weight]) => {
    cumulative += weight;
    return `WHEN ${u} < ${(cumulative / total).toFixed(6)} THEN ${value}`;
  });
  return `CASE ${branches.join(' ')} ELSE ${entries[entries.length - 1]?.[0] ?? 'NULL'} END`;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const MULTIPLIERS = [7_368_787, 5_800_079, 4_256_249, 3_021_377, 1_299_709, 999_983, 611_953, 104_729];

/** `(x * a + c) mod modulus` with `a` coprime to the modulus: a bijection of [0, modulus). */
function affine(x: string, modulus: number, salt: number, pass: number): string {
  const multiplier =
    MULTIPLIERS.slice(pass).find((candidate) => candidate % modulus > 1 && gcd(candidate % modulus, modulus) === 1) ?? 1;
  const offset = ((salt + pass * 7_919) * 2_654_435_761) % modulus;
  return `((((${x})::bigint % ${modulus}) * ${multiplier % modulus} + ${offset}) % ${modulus})`;
}

/** The divisor of `modulus` closest to its square root from below. */
function splitOf(modulus: number): number {
  for (let divisor = Math.floor(Math.sqrt(modulus)); divisor > 1; divisor -= 1) if (modulus % divisor === 0) return divisor;
  return 1;
}

/**
 * A bijection of [0, modulus) as SQL: an affine map, the two "digits" of the result (base
 * `split`) swapped, another affine map. Distinct indexes give distinct values, so phones, plates
 * and licence numbers are unique without checking, and neighbours do not look like a sequence.
 */
export function permutation(x: string, modulus: number, salt: number): string {
  const split = splitOf(modulus);
  const first = affine(x, modulus, salt, 0);
  const swapped = split === 1 ? first : `((${first} % ${split}) * ${modulus / split} + ${first} / ${split})`;
  return affine(swapped, modulus, salt, 2);
}
