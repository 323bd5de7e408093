/**
 * A form the generator draws over an endpoint of the spec's own shape (a bank account's settings,
 * the driver-add defaults): the wire's zod schema validates it (Russian messages at the field, as
 * the server would answer), its inputs come in titled sections, one line each, their kinds read
 * from the schema where it says them. Pure: no React; the view is
 * src/components/generated/GeneratedForm.tsx.
 */
import type { z } from 'zod';
import { inputsOf, type InputKind } from './resource-inputs';

export interface FormLine {
  /** The wire field, dotted for a nested one (`settings.bik`). */
  source: string;
  label: string;
  /** The input's kind where the schema does not say it (a nested field, a number sent as text). */
  kind?: InputKind;
  /** A quiet line under the input (what an empty limit means). */
  helper?: string;
  /** A select's values: Russian labels, or `'screen'` for choices the screen loads (the aggregator's work rules). */
  choices?: Readonly<Record<string, string>> | 'screen';
  /** The select's «none» choice; a select without it must hold a value. */
  none?: string;
  /** The value where the record has none (a card rail's «whose cards» starts at «all»). */
  fallback?: string;
  /** Shown only for a record this holds for (a card rail's «whose cards»). */
  when?: (record: Readonly<Record<string, unknown>>) => boolean;
}

export interface FormSection {
  /** A heading over the section's inputs; the first section usually has none. */
  title?: string;
  lines: readonly FormLine[];
}

export interface ScopedFormDeclaration {
  /** The request body's schema, as the server validates it. */
  schema: z.ZodObject;
  sections: readonly FormSection[];
  /** The submit button's text. */
  save: string;
}

/** The kind of each top-level field as the schema says it. */
export function schemaKindsOf(schema: z.ZodObject): ReadonlyMap<string, InputKind> {
  return new Map(inputsOf(schema).map((input) => [input.source, input.kind]));
}

export function defineScopedForm(declaration: ScopedFormDeclaration): ScopedFormDeclaration {
  const fields = new Set(Object.keys(declaration.schema.shape));
  const unknown = declaration.sections
    .flatMap((section) => section.lines.map((line) => line.source))
    .filter((source) => !fields.has(source.split('.')[0] ?? source));
  if (unknown.length > 0) throw new Error(`no such fields in the form's schema: ${unknown.join(', ')}`);
  return declaration;
}

/** The input a line draws: its own kind, the schema's for a top-level field, else text (a select where choices are named). */
export function lineKindOf(line: FormLine, kinds: ReadonlyMap<string, InputKind>): InputKind {
  if (line.kind !== undefined) return line.kind;
  if (line.choices !== undefined) return 'select';
  return kinds.get(line.source) ?? 'text';
}
