/**
 * One record's card the generator draws over an endpoint of the spec's own wire shape (a review,
 * a trip, a news item, a payout): the declaration names how the record is read (`read`: a
 * react-admin resource, or a named data-provider method), the wire's zod schema (every line's
 * field must be one of it), the title, and sections of label/value lines whose kinds are the
 * scoped list's cells (schemas/resource-list.ts): text, money (signed), a park day or moment, a
 * code by its Russian label (a coloured chip), a number, a value derived from the record, a link
 * to another record, or a slot the screen draws. Pure: no React; the view is
 * src/components/generated/GeneratedCard.tsx.
 */
import { z } from 'zod';
import { readPath, type Cell, type ChipColour, type Poll } from './resource-list';

type Row = Readonly<Record<string, unknown>>;

/** How the record is read: a resource's getOne (its adapter), or a named method called with the id. */
export type CardRead =
  | { resource: string }
  /** `dataProvider[method](id, signal)`; `pick`: the record sits under this key of the answer; `key`: the query key's head. */
  | { method: string; pick?: string; key?: string };

export type CardLineKind = 'text' | 'money' | 'signedMoney' | 'day' | 'datetime' | 'number' | 'choice' | 'derived' | 'slot';

export interface CardLine {
  /** The field (`comment`) or a joined one (`driver.phone`); a slot's name for a slot. */
  source: string;
  label: string;
  kind?: CardLineKind;
  /** A choice's Russian labels and, for a chip, its colours. */
  labels?: Readonly<Record<string, string>>;
  colours?: Readonly<Record<string, ChipColour>>;
  /** A derived line's words, made from the record. */
  value?: (record: Row) => string;
  /** What an empty value says (a missing comment); «—» unless said. */
  empty?: string;
  /** The value links to a record of its own: a path with `:row.<field>` (a trip's driver). */
  linkTo?: string;
  /** Shown for some records only (a cancelled trip's reason). */
  when?: (record: Row) => boolean;
}

export interface CardSection {
  /** The section's heading, also what assistive technology calls it. */
  title?: string;
  lines?: readonly CardLine[];
  /** The section's body the screen draws (`slots[name]`) under its lines: a form, a table. */
  slot?: string;
  /** Across the whole card rather than one of two columns on a laptop. */
  wide?: boolean;
  /** Shown for some records only (a request's car requests, once there are any). */
  when?: (record: Row) => boolean;
}

export interface CardDeclaration {
  read: CardRead;
  /** The wire's record: every line's field is checked against it. */
  schema: z.ZodType;
  /** With `%{name}` filled from the record: the field `name`, or `titleValues[name]`. */
  title: string;
  titleValues?: Readonly<Record<string, string>>;
  /** A chip beside the title (the status). */
  badge?: CardLine;
  /** The way back, a path with the route's `:<param>`. */
  back?: { path: string; label: string };
  /** `article`: one framed article headed by the title (a news item); `sections`: cards in two columns. */
  layout?: 'sections' | 'article';
  /** What the card says when the record is not there (else the app's «не найдено»). */
  notFound?: string;
  sections: readonly CardSection[];
  /** The title by a field's code instead of `title` (a car request's own title); see CardTitleBy. */
  titleBy?: CardTitleBy;
  /** The card asks again while the record waits for someone else (see CardPoll). */
  poll?: CardPoll;
}

/** `titles[record[source]]` when there is one, else `title`; its `%{name}` filled the same way. */
export interface CardTitleBy {
  source: string;
  titles: Readonly<Record<string, string>>;
}

/** Asks for the record again while it waits for someone else (resource-list.ts `Poll`). */
export type CardPoll = Poll<Row>;

/** The title a record gets before its `%{name}` are filled. */
function titleOf(declaration: Pick<CardDeclaration, 'title' | 'titleBy'>, record: Row): string {
  const by = declaration.titleBy;
  const code = by === undefined ? undefined : readPath(record, by.source);
  return (typeof code === 'string' || typeof code === 'number' ? by?.titles[String(code)] : undefined) ?? declaration.title;
}

/** The fields a title-by line names: its source, and every title's `%{name}`. */
function titleByPaths(declaration: CardDeclaration): readonly string[] {
  const by = declaration.titleBy;
  if (by === undefined) return [];
  const named = Object.values(by.titles).flatMap((title) => [...title.matchAll(/%\{(\w+)\}/g)].map(([, name = '']) => declaration.titleValues?.[name] ?? name));
  return [by.source, ...named];
}


function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Whether a dotted path names a field of the schema (through nullable joins). */
export function schemaHas(schema: z.ZodType, path: string): boolean {
  let current: z.ZodType | undefined = schema;
  for (const step of path.split('.')) {
    const object: z.ZodType | undefined = current === undefined ? undefined : unwrap(current);
    if (!(object instanceof z.ZodObject)) return false;
    current = (object.shape as Record<string, z.ZodType>)[step];
    if (current === undefined) return false;
  }
  return true;
}

const KINDS: readonly CardLineKind[] = ['text', 'money', 'signedMoney', 'day', 'datetime', 'number', 'choice', 'derived', 'slot'];

function checkLine(declaration: CardDeclaration, line: CardLine): string | null {
  const kind = line.kind ?? 'text';
  if (!KINDS.includes(kind)) return `${line.source}: no such kind ${kind}`;
  if (kind === 'choice' && line.labels === undefined) return `${line.source}: a choice without labels`;
  if (kind === 'derived' && line.value === undefined) return `${line.source}: a derived line without a value`;
  if (kind !== 'slot' && kind !== 'derived' && !schemaHas(declaration.schema, line.source)) return `no such field: ${line.source}`;
  const linked = line.linkTo?.match(/:row\.([\w.]+)/g) ?? [];
  const missing = linked.map((name) => name.slice(5)).filter((path) => !schemaHas(declaration.schema, path));
  return missing.length > 0 ? `${line.source}: no such field in its link: ${missing.join(', ')}` : null;
}

export function defineScopedCard(declaration: CardDeclaration): CardDeclaration {
  const lines = [...declaration.sections.flatMap((section) => section.lines ?? []), ...(declaration.badge ? [declaration.badge] : [])];
  const titled = [...declaration.title.matchAll(/%\{(\w+)\}/g)].map(([, name = '']) => declaration.titleValues?.[name] ?? name);
  const problems = [
    ...lines.map((line) => checkLine(declaration, line)),
    ...[...titled, ...titleByPaths(declaration)].map((path) => (schemaHas(declaration.schema, path) ? null : `no such field in the title: ${path}`)),
  ].filter((problem): problem is string => problem !== null);
  const where = 'resource' in declaration.read ? declaration.read.resource : declaration.read.method;
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
  return declaration;
}

/** A line as the scoped list's cell, whose views draw it. */
export function cellOfLine(line: CardLine): Cell {
  const path = line.source;
  switch (line.kind ?? 'text') {
    case 'money':
      return { kind: 'money', path };
    case 'signedMoney':
      return { kind: 'money', path, signed: true };
    case 'day':
      return { kind: 'day', path, empty: line.empty };
    case 'datetime':
      return { kind: 'datetime', path, empty: line.empty };
    case 'number':
      return { kind: 'number', path };
    case 'choice':
      return { kind: 'choice', path, labels: line.labels ?? {}, colours: line.colours };
    case 'derived':
      return { kind: 'derived', value: line.value ?? (() => '') };
    case 'slot':
      return { kind: 'slot' };
    default:
      return { kind: 'text', path, empty: line.empty };
  }
}

/** The title with its `%{name}` filled from the record. */
export function cardTitle(declaration: Pick<CardDeclaration, 'title' | 'titleValues' | 'titleBy'>, record: Row): string {
  return titleOf(declaration, record).replace(/%\{(\w+)\}/g, (_match, name: string) => {
    let value: unknown = record;
    for (const step of (declaration.titleValues?.[name] ?? name).split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Row)[step] : undefined;
    }
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

/** The record's lines a section shows (those whose `when` holds). */
export function linesShown(section: CardSection, record: Row): readonly CardLine[] {
  return (section.lines ?? []).filter((line) => line.when === undefined || line.when(record));
}
