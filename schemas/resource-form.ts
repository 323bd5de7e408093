/**
 * A form the generator draws over an endpoint of the spec's own shape (a bank account's settings,
 * the driver-add defaults): the wire's zod schema validates it (Russian messages at the field, as
 * the server would answer), its inputs come in titled sections, one line each, their kinds read
 * from the schema where it says them. Pure: no React; the view is
 * src/components/generated/GeneratedForm.tsx.
 */
import type { z } from 'zod';
import { inputsOf, type InputKind } from './resource-inputs';

// --- Screen-made lines and money-moving forms (the driver form, a correction, a charge) ---
/**
 * Kinds a form line has beyond the schema's: `radio` a short choice drawn as a row of radio
 * buttons (a correction's direction), `slot` an input the screen makes and passes by the line's
 * source (the driver's car searched among 100,000, the group picker over the park's groups).
 */
export type FormLineKind = InputKind | 'radio' | 'slot' | RowFormLineKind;
/** A form's own checks where its values are not the wire's as such (a direction and an unsigned sum). */
export type FormCheck = (values: Record<string, unknown>) => Record<string, string>;
// --- end

// --- Rows saved as one (a notice's switch, channels and threshold; a colleague's payout rule) ---
/** `checks`: some of a few values, a row of checkboxes (where a notice goes: cabinet, e-mail, SMS). */
export type RowFormLineKind = 'checks';
/** `row`: the inputs side by side with the button at the end (one per row of a settings table). */
export type FormLayout = 'row';
// --- end

export interface FormLine {
  /** The wire field, dotted for a nested one (`settings.bik`). */
  source: string;
  label: string;
  /** The input's kind where the schema does not say it (a nested field, a number sent as text). */
  kind?: FormLineKind;
  /** A multiline input's height in lines (2 when absent). */
  rows?: number;
  /** The input takes the whole row of a `columns` form (a comment). */
  wide?: boolean;
  /** Shown while the form's values hold this (a repeated charge's count), unlike `when` on the record. */
  whileValues?: (values: Readonly<Record<string, unknown>>) => boolean;
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
  /** A block the screen draws in the section's place, by this name (what a typed sum will do). */
  slot?: string;
}

export interface ScopedFormDeclaration {
  /** The request body's schema, as the server validates it. */
  schema: z.ZodObject;
  sections: readonly FormSection[];
  /** The submit button's text. */
  save: string;
  /** Sections as titled groups with their inputs in columns (the driver's profile), not one column. */
  columns?: boolean;
  /** Checks replacing the schema's own (which still gives the kinds): the form's values are not the wire's. */
  check?: FormCheck;
  /** Messages as soon as a person leaves a field (react-hook-form's `onTouched`), not first on submit. */
  checkOnTouch?: boolean;
  /** Drawn as one row of a table of such forms (see FormLayout), not a column. */
  layout?: FormLayout;
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
export function lineKindOf(line: FormLine, kinds: ReadonlyMap<string, InputKind>): FormLineKind {
  if (line.kind !== undefined) return line.kind;
  if (line.choices !== undefined) return 'select';
  return kinds.get(line.source) ?? 'text';
}
