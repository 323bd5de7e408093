/**
 * A scoped form (schemas/resource-form.ts) drawn from its declaration: react-admin's Form over the
 * record the screen read, validated by the wire's zod schema, its sections and inputs by kind, and
 * the server's field errors back at the fields. The screen says what saving is (a named
 * data-provider method) and passes the choices it loads.
 */
import { Stack, Typography } from '@mui/material';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { BooleanInput, Form, NumberInput, SelectInput, TextInput, useNotify } from 'react-admin';
import { lineKindOf, schemaKindsOf, type FormLine, type ScopedFormDeclaration } from '../../../schemas/resource-form';
import { readPath } from '../../../schemas/resource-list';
import { DayInput } from '../DayInput';
import { SubmitButton } from '../SubmitButton';
import { useFormContext } from 'react-hook-form';
import { submissionErrors } from '../submission';
import { zodFieldErrors } from '../zodValidation';
import { ColumnsSection, lineInputOf, shownWhile, type FormSlots } from './formLines';
import { FormRow } from './formRow';

type Values = Record<string, unknown>;
export type FormChoices = Readonly<Record<string, readonly { id: string | number; name: string }[]>>;

const shownLines = (declaration: ScopedFormDeclaration, record: Values) =>
  declaration.sections.map((section) => ({ ...section, lines: section.lines.filter((line) => line.when?.(record) ?? true) }));

/** The record's values of the inputs shown, an absent one as its line's `fallback` or '' (a controlled input's empty). */
function valuesOf(declaration: ScopedFormDeclaration, record: Values): Values {
  const values: Values = {};
  for (const line of shownLines(declaration, record).flatMap((section) => section.lines)) {
    const value = readPath(record, line.source);
    const [head = line.source, tail] = line.source.split('.');
    const empty = value === null || value === undefined ? (line.fallback ?? '') : value;
    if (tail === undefined) values[head] = empty;
    else values[head] = { ...(values[head] as Values | undefined), [tail]: empty };
  }
  return values;
}

function inputOf(line: FormLine, kind: ReturnType<typeof lineKindOf>, choices: FormChoices, slots: FormSlots = {}) {
  // Screen-made lines, money, multiline, e-mail, radio: ./formLines.tsx.
  const extra = lineInputOf(line, kind, slots);
  if (extra !== undefined) return <Fragment key={line.source}>{extra}</Fragment>;
  const common = { key: line.source, source: line.source, label: line.label, helperText: line.helper ?? false };
  switch (kind) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'day':
      return <DayInput {...common} />;
    case 'select': {
      const options =
        line.choices === 'screen' || line.choices === undefined
          ? (choices[line.source] ?? [])
          : Object.entries(line.choices).map(([id, name]) => ({ id, name }));
      return line.none === undefined ? (
        <SelectInput {...common} choices={[...options]} />
      ) : (
        <SelectInput {...common} choices={[...options]} emptyText={line.none} emptyValue="" />
      );
    }
    default:
      return <TextInput {...common} />;
  }
}

export interface GeneratedFormProps {
  declaration: ScopedFormDeclaration;
  /** The record as the endpoint answered it. */
  record: Values;
  /** Saves the values (a named data-provider method); a refusal's field errors come back to the inputs. */
  onSave: (values: Values) => Promise<unknown>;
  /** Choices the screen loaded, by the line's source. */
  choices?: FormChoices;
  /** The screen's inputs of `slot` lines and blocks of `slot` sections, by name (./formLines.tsx). */
  slots?: FormSlots;
  /** Drawn inside the form below its inputs: a step that needs the form (a confirmation). */
  children?: ReactNode;
  /** Saves each change as the person makes it, with no submit button (see SaveOnChange below). */
  saveOnChange?: boolean;
}

export const GeneratedForm = ({ declaration, record, onSave, choices = {}, slots = {}, children, saveOnChange = false }: GeneratedFormProps) => {
  const notify = useNotify();
  const kinds = useMemo(() => schemaKindsOf(declaration.schema), [declaration]);
  const defaults = useMemo(() => valuesOf(declaration, record), [declaration, record]);
  const submit = async (values: Values) => {
    try {
      await onSave(values);
      return undefined;
    } catch (failure) {
      return submissionErrors(failure, notify);
    }
  };
  const formProps = {
    onSubmit: submit,
    defaultValues: defaults,
    validate: (values: Values) => (declaration.check ?? ((all) => zodFieldErrors(declaration.schema, all)))(values),
    mode: declaration.checkOnTouch === true ? ('onTouched' as const) : undefined,
  };
  // A row of a settings table (./formRow.tsx): every shown line side by side, the button last.
  if (declaration.layout === 'row') {
    return (
      <Form {...formProps}>
        <FormRow save={declaration.save}>
          {shownLines(declaration, record)
            .flatMap((section) => section.lines)
            .map((line) => shownWhile(line, inputOf(line, lineKindOf(line, kinds), choices, slots)))}
        </FormRow>
      </Form>
    );
  }
  return (
    <Form {...formProps}>
      <Stack sx={declaration.columns === true ? undefined : { maxWidth: 560 }}>
        {shownLines(declaration, record).map(({ title, lines, slot }, index) => {
          if (slot !== undefined) return <Fragment key={slot}>{slots[slot]}</Fragment>;
          if (lines.length === 0) return null;
          if (declaration.columns === true) {
            return (
              <ColumnsSection key={title ?? index} title={title}>
                {lines.map((line) => shownWhile(line, inputOf(line, lineKindOf(line, kinds), choices, slots)))}
              </ColumnsSection>
            );
          }
          return (
            <Stack key={title ?? index}>
              {title === undefined ? null : <Typography variant="h2">{title}</Typography>}
              {lines.map((line) => shownWhile(line, inputOf(line, lineKindOf(line, kinds), choices, slots)))}
            </Stack>
          );
        })}
        {saveOnChange ? (
          <SaveOnChange submit={submit} />
        ) : (
          <div>
            <SubmitButton label={declaration.save} />
          </div>
        )}
        {children}
      </Stack>
    </Form>
  );
};

/* ── Save on change (a driver's app access): a switch that takes effect as it flips ──────────── */

/**
 * Saves the form whenever the person changes an input, validated as a submit would be; a refusal
 * puts the inputs back to what the record holds, so a switch never shows a state that was not saved.
 */
const SaveOnChange = ({ submit }: { submit: (values: Values) => Promise<unknown> }) => {
  const { watch, getValues, reset, trigger } = useFormContext<Values>();
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type !== 'change') return;
      void (async () => {
        if (!(await trigger())) return;
        if ((await submit(getValues())) !== undefined) reset();
      })();
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, reset, trigger, submit]);
  return null;
};
