/**
 * GeneratedForm's lines beyond one input per schema kind (schemas/resource-form.ts): money,
 * multiline text, e-mail, a row of radio buttons, an input the screen makes (`slot`), a line shown
 * while the values hold something, and sections as titled groups in columns (the driver form).
 */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CheckboxGroupInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormLine, FormLineKind } from '../../../schemas/resource-form';
import { MoneyInput } from '../MoneyInput';

/** What the screen draws by name: a `slot` line's input by its source, a `slot` section by its slot. */
export type FormSlots = Readonly<Record<string, ReactNode>>;

const wideSx = (line: FormLine) => (line.wide === true ? { gridColumn: '1 / -1' } : undefined);

/** The input of a kind GeneratedForm's own switch does not draw; undefined for those it does. */
export function lineInputOf(line: FormLine, kind: FormLineKind, slots: FormSlots): ReactNode {
  const common = { source: line.source, label: line.label, helperText: line.helper ?? false };
  switch (kind) {
    case 'slot':
      return slots[line.source] ?? null;
    case 'money':
      return <MoneyInput {...common} helperText={line.helper} />;
    case 'multiline':
      return <TextInput {...common} multiline minRows={line.rows ?? 2} sx={wideSx(line)} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'radio': {
      const choices = typeof line.choices === 'object' ? Object.entries(line.choices).map(([id, name]) => ({ id, name })) : [];
      return <RadioButtonGroupInput {...common} choices={choices} row />;
    }
    // Rows saved as one (./formRow.tsx): some of a few values as a row of checkboxes.
    case 'checks': {
      const choices = typeof line.choices === 'object' ? Object.entries(line.choices).map(([id, name]) => ({ id, name })) : [];
      return <CheckboxGroupInput {...common} choices={choices} row />;
    }
    default:
      return undefined;
  }
}

/** A line shown only while the form's values hold its `whileValues`. */
const WhileValues = ({ line, children }: { line: FormLine; children: ReactNode }) => {
  // As react-admin's FormDataConsumer: useWatch() re-renders on change, but before the inputs
  // mount it answers without the default values; getValues() has them.
  useWatch();
  const values: Record<string, unknown> = useFormContext().getValues();
  return line.whileValues === undefined || line.whileValues(values) ? children : null;
};

/** A section of a `columns` form: a titled group, its inputs in as many columns as fit. */
export const ColumnsSection = ({ title, children }: { title?: string; children: ReactNode }) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
    {title === undefined ? null : (
      <Typography component="legend" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
    )}
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 2 }}>{children}</Box>
  </Box>
);

/** The line's input, kept out while its `whileValues` does not hold. */
export const shownWhile = (line: FormLine, input: ReactNode): ReactNode =>
  line.whileValues === undefined ? input : (
    <WhileValues key={line.source} line={line}>
      {input}
    </WhileValues>
  );
