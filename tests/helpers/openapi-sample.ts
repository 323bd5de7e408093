/**
 * A small Schemathesis: reads the served OpenAPI document and builds, from an operation's JSON
 * Schemas, a request the document says is valid, and requests it says are not. Only the keywords
 * the cabinet's schemas use are understood (type, enum, const, format, lengths, bounds, pattern,
 * required, anyOf, examples); a keyword the generator cannot honour is reported, so the test can
 * say why an operation is skipped rather than blame the route.
 */
import type { TestApp } from './test-app';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
  description?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation reads none (or reads no JSON). */
  body: JsonSchema | null;
  bodyRequired: boolean;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Operation['responses'];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export async function documentOf(t: TestApp): Promise<OpenApiDocument> {
  return (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json'];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: json === undefined ? null : (json.schema ?? {}),
        bodyRequired: operation.requestBody?.required === true,
        responses: operation.responses ?? {},
      };
    }),
  );
}

/** A schema with its `$ref` followed and its `allOf` merged. */
export function resolved(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return resolved(document.components?.schemas?.[name] ?? {}, document);
  }
  if (schema.allOf !== undefined) {
    return schema.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...resolved(part, document) }), { ...schema, allOf: undefined });
  }
  return schema;
}

/** Strings tried against a pattern, most common shapes of the cabinet first. */
const PATTERN_CANDIDATES = [
  'Проба',
  'probe',
  'probe_1',
  '1500.00',
  '+79161234567',
  '2026-11-20',
  '20.11.2026',
  '12345',
  '123456',
  '1234567890',
  '123456789',
  '044525225',
  '40702810900000000001',
  '7707083893',
  'A1',
  'AB123456',
  'taxi/park/probe',
  '/drivers',
  '1',
];

export class Unsatisfiable extends Error {}

export interface SampleContext {
  document: OpenApiDocument;
  /** The park's today, YYYY-MM-DD: a day the windows around today accept. */
  today: string;
}

/** A value the schema accepts; throws Unsatisfiable when the generator cannot build one. */
export function validSample(raw: JsonSchema, context: SampleContext, where = ''): unknown {
  const schema = resolved(raw, context.document);
  if (schema.examples !== undefined && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) {
    const value = schema.enum.find((candidate) => candidate !== null);
    if (value === undefined) throw new Unsatisfiable(`${where}: enum of null only`);
    return value;
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined) {
    let last: unknown = null;
    for (const branch of branches) {
      try {
        return validSample(branch, context, where);
      } catch (error) {
        last = error;
      }
    }
    throw last instanceof Error ? last : new Unsatisfiable(`${where}: no branch`);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        // Optional fields are filled too: the document promises they are accepted as well.
        value[name] = validSample(property, context, `${where}.${name}`);
      }
      return value;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => validSample(schema.items ?? {}, context, `${where}[]`));
    }
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return numberIn(schema, type === 'integer', where);
    case 'string':
      return stringOf(schema, context, where);
    case 'null':
      return null;
    default:
      throw new Unsatisfiable(`${where}: no type`);
  }
}

function numberIn(schema: JsonSchema, integer: boolean, where: string): number {
  const low = schema.minimum ?? -Infinity;
  const high = schema.maximum ?? Infinity;
  const exclusiveLow = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const lowBound = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : low;
  for (const candidate of [1, 2, 10, lowBound + (exclusiveLow ? 1 : 0), 0]) {
    if (integer && !Number.isInteger(candidate)) continue;
    if (candidate < lowBound || (exclusiveLow && candidate === lowBound) || candidate > high) continue;
    if (schema.multipleOf !== undefined && Math.abs(candidate / schema.multipleOf - Math.round(candidate / schema.multipleOf)) > 1e-9) continue;
    return candidate;
  }
  throw new Unsatisfiable(`${where}: no number in [${low}, ${high}]`);
}

function fitted(value: string, schema: JsonSchema): string | null {
  const padded = value.length < (schema.minLength ?? 0) ? value.padEnd(schema.minLength ?? 0, value.at(-1) ?? 'a') : value;
  if (padded.length > (schema.maxLength ?? Infinity)) return null;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(padded)) return null;
  return padded;
}

function stringOf(schema: JsonSchema, context: SampleContext, where: string): string {
  switch (schema.format) {
    case 'date':
      return context.today;
    case 'date-time':
      return `${context.today}T09:00:00.000Z`;
    case 'email':
      return 'probe@example.com';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000001';
    case 'uri':
      return 'https://example.com/probe';
    default:
  }
  for (const candidate of PATTERN_CANDIDATES) {
    const value = fitted(candidate, schema);
    if (value !== null) return value;
  }
  throw new Unsatisfiable(`${where}: pattern ${schema.pattern ?? ''} / length ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`);
}

/** A value of another JSON type than any the schema allows; null when every type is allowed. */
export function wrongTypeOf(raw: JsonSchema, document: OpenApiDocument): unknown {
  const schema = resolved(raw, document);
  const types = new Set<string>();
  const collect = (part: JsonSchema) => {
    const own = resolved(part, document);
    for (const branch of own.anyOf ?? own.oneOf ?? []) collect(branch);
    if (own.type !== undefined) for (const type of [own.type].flat()) types.add(type);
    if (own.enum !== undefined) for (const value of own.enum) types.add(value === null ? 'null' : typeof value);
    if (own.const !== undefined) types.add(typeof own.const);
    if (own.nullable === true) types.add('null');
  };
  collect(schema);
  if (types.size === 0) return null;
  if (!types.has('object')) return { wrong: 'type' };
  if (!types.has('array')) return ['wrong'];
  if (!types.has('boolean')) return true;
  return null;
}
