/**
 * The form's inputs derived from the entity's JSON Schema (`z.toJSONSchema()`), the same document
 * the OpenAPI export reads. Fields say what they are through standard keywords (enum, format,
 * type) and, where JSON Schema has no word for it, through metadata set with `asInput`/`asReference`
 * (`x-input`, `x-reference`). json-schema-to-ts types the nodes this walks.
 */
import type { ExtendedJSONSchema } from 'json-schema-to-ts';
import { z } from 'zod';
import type { CountryCode } from './auth';

export const INPUT_KINDS = [
  'text',
  'multiline',
  'email',
  'password',
  'number',
  'select',
  'boolean',
  'money',
  'day',
  'datetime',
  'phone',
  'reference',
  /** A select over many choices (the park's city) that a person types into. */
  'autocomplete',
  /** The signed-in user's park country, shown and sent, not chosen (requisites follow its law). */
  'parkCountry',
  /** A driver of the park, found by name, phone or licence as the drivers list finds them. */
  'driver',
] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

export interface InputSpec {
  source: string;
  kind: InputKind;
  /** The form must hold a value: the field is required and does not take null. */
  required: boolean;
  /** The field takes null: an emptied input sends null rather than leaving the field out. */
  nullable?: boolean;
  /** Values of a select, in schema order. */
  choices?: readonly (string | number)[];
  /** The react-admin resource an autocomplete picks from. */
  reference?: string;
  /** The referenced record's field an autocomplete option and a list cell show. */
  referenceLabel?: string;
  /** The referenced list's filter the typed text goes to (react-admin's `q` when absent). */
  referenceSearch?: string;
  /** The country of each choice: the form offers only those of the signed-in user's park. */
  choiceCountries?: Readonly<Record<string, CountryCode>>;
}

export type InputOverride = Partial<Omit<InputSpec, 'source'>>;

/** Tags a field whose kind JSON Schema cannot say (money, phone, multiline text, password). */
export function asInput<T extends z.ZodType>(schema: T, kind: InputKind): T {
  return schema.meta({ 'x-input': kind });
}

export interface ReferenceOptions {
  /** The field of the referenced record that names it (its `recordRepresentation` when absent). */
  label?: string;
  /** The filter of the referenced list that takes the typed text (`q` when absent). */
  search?: string;
}

/**
 * Tags an id field as a reference to another resource (its react-admin name): an autocomplete
 * in forms and filters, the referenced record's name in lists and cards.
 */
export function asReference<T extends z.ZodType>(schema: T, resource: string, options: ReferenceOptions = {}): T {
  return schema.meta({
    'x-reference': resource,
    ...(options.label === undefined ? {} : { 'x-reference-label': options.label }),
    ...(options.search === undefined ? {} : { 'x-reference-search': options.search }),
  });
}

/** The metadata keys this walk reads, as json-schema-to-ts extensions. */
type InputExtension = {
  'x-input'?: unknown;
  'x-reference'?: unknown;
  'x-reference-label'?: unknown;
  'x-reference-search'?: unknown;
};
const EXTENSION_KEYS = ['x-input', 'x-reference', 'x-reference-label', 'x-reference-search'] as const;
type Schema = ExtendedJSONSchema<InputExtension>;
type Node = Exclude<Schema, boolean>;

const isNode = (value: Schema | undefined): value is Node => typeof value === 'object' && value !== null;

/** Whether a property takes null (`anyOf [X, null]` or `type: [X, 'null']`). */
function acceptsNull(property: Schema): boolean {
  if (!isNode(property)) return false;
  const members = (property.anyOf ?? property.oneOf ?? []).filter(isNode);
  return members.some((member) => member.type === 'null') || typesOf(property).includes('null');
}

/** A nullable field is `anyOf [X, null]` or `type: [X, 'null']`: the input is X's. */
function withoutNull(node: Node): Node {
  const members = (node.anyOf ?? node.oneOf ?? []).filter(isNode).filter((member) => member.type !== 'null');
  if (members.length === 1 && members[0] !== undefined) return { ...members[0], ...metaOf(node) };
  return node;
}

function metaOf(node: Node): InputExtension {
  const meta: InputExtension = {};
  for (const key of EXTENSION_KEYS) if (node[key] !== undefined) meta[key] = node[key];
  return meta;
}

function typesOf(node: Node): readonly string[] {
  if (node.type === undefined) return [];
  return typeof node.type === 'string' ? [node.type] : node.type;
}

const isKind = (value: unknown): value is InputKind => INPUT_KINDS.some((kind) => kind === value);

/** The input a JSON Schema property asks for. */
export function inputOfProperty(source: string, property: Schema, required: boolean): InputSpec {
  const node = isNode(property) ? withoutNull(property) : {};
  const tagged = node['x-input'];
  const reference = node['x-reference'];
  if (typeof reference === 'string') {
    const label = node['x-reference-label'];
    const search = node['x-reference-search'];
    return {
      source,
      kind: 'reference',
      required,
      reference,
      ...(typeof label === 'string' ? { referenceLabel: label } : {}),
      ...(typeof search === 'string' ? { referenceSearch: search } : {}),
    };
  }
  const choices = Array.isArray(node.enum)
    ? node.enum.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    : undefined;
  if (isKind(tagged)) return choices ? { source, kind: tagged, required, choices } : { source, kind: tagged, required };
  if (choices) return { source, kind: 'select', required, choices };
  const types = typesOf(node);
  if (types.includes('boolean')) return { source, kind: 'boolean', required };
  if (types.includes('integer') || types.includes('number')) return { source, kind: 'number', required };
  if (node.format === 'date') return { source, kind: 'day', required };
  if (node.format === 'date-time') return { source, kind: 'datetime', required };
  if (node.format === 'email') return { source, kind: 'email', required };
  return { source, kind: 'text', required };
}

/** The JSON Schema a form edits: its input side (before transforms), as the OpenAPI body shows it. */
export function formJsonSchema(schema: z.ZodObject): Node {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
}

/** Every input of a form over `schema`, in its field order, with the declaration's overrides. */
export function inputsOf(
  schema: z.ZodObject,
  overrides: Readonly<Record<string, InputOverride | false>> = {},
): InputSpec[] {
  const json = formJsonSchema(schema);
  const required = new Set(json.required ?? []);
  const properties = json.properties ?? {};
  return Object.entries(properties).flatMap(([source, property]) => {
    const override = overrides[source];
    if (override === false) return [];
    const nullable = acceptsNull(property);
    const spec = inputOfProperty(source, property, required.has(source) && !nullable);
    return [{ ...spec, ...(nullable ? { nullable } : {}), ...override }];
  });
}
