/**
 * A scoped list's editable cell (schemas/resource-list.ts `edit`): a select or a number saved as
 * soon as it changes, through the data provider's named method. The control shows the value being
 * saved; a refused save goes back to the value as saved and says the server's Russian error. The
 * list is asked again after a save, so the other rows show what the server made of it.
 */
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, type RaRecord } from 'react-admin';
import { cellText, editChoicesOf, readPath, type ColumnLine, type EditLine } from '../../../schemas/resource-list';
import { errorMessage } from '../feedback';

type Value = string | number | null;

const valueAt = (row: RaRecord, path: string): Value => {
  const value = readPath(row, path);
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** The path a column's value is read from (the cell's own path). */
const pathOf = (column: ColumnLine): string => ('path' in column.cell ? column.cell.path : column.name);

function useSave(line: EditLine, row: RaRecord) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { refetch } = useListContext();
  return async (value: Value): Promise<boolean> => {
    const method = (dataProvider as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[line.method];
    if (method === undefined) throw new Error(`no data provider method ${line.method}`);
    try {
      await method.apply(dataProvider, [...(line.args?.(row, value) ?? [row.id, value])]);
      notify(line.saved.replace('%{row}', cellText(line.rowName, row) ?? ''), { type: 'success' });
      await refetch();
      return true;
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
      return false;
    }
  };
}

export const EditCell = ({ column, line, row, disabled }: { column: ColumnLine; line: EditLine; row: RaRecord; disabled?: boolean }) => {
  const saved = valueAt(row, pathOf(column));
  const [shown, setShown] = useState<Value | undefined>(undefined);
  const save = useSave(line, row);
  const { meta } = useListContext();
  const name = cellText(line.rowName, row) ?? column.label;
  const current = shown === undefined ? saved : shown;
  const commit = async (value: Value) => {
    if (value === saved) return setShown(undefined);
    setShown(value);
    await save(value);
    // Saved: the refetched row holds it; refused: the value as saved comes back.
    setShown(undefined);
  };
  const stop = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };
  if (line.kind === 'select') {
    const choices = editChoicesOf(line, meta);
    const known = choices.some((choice) => choice.id === current);
    return (
      <TextField
        select
        size="small"
        fullWidth
        value={known ? current : ''}
        disabled={disabled}
        onChange={(event) => {
          const picked = choices.find((choice) => String(choice.id) === String(event.target.value))?.id ?? null;
          void commit(picked);
        }}
        slotProps={{ htmlInput: { 'aria-label': name } }}
        sx={{ minWidth: 220 }}
        {...stop}
      >
        {line.none === undefined ? null : <MenuItem value="">{line.none}</MenuItem>}
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return <NumberEdit name={name} value={current} disabled={disabled} none={line.none} commit={commit} />;
};

/** A number typed and saved when the field is left or Enter is pressed (not at every key). */
const NumberEdit = ({
  name,
  value,
  disabled,
  none,
  commit,
}: {
  name: string;
  value: Value;
  disabled?: boolean;
  none?: string;
  commit: (value: Value) => Promise<void>;
}) => {
  const [typed, setTyped] = useState<string | null>(null);
  const leave = async () => {
    if (typed === null) return;
    const text = typed.trim();
    setTyped(null);
    if (text === '' && none === undefined) return;
    await commit(text === '' ? null : text);
  };
  return (
    <TextField
      size="small"
      value={typed ?? (value === null ? '' : String(value))}
      placeholder={none}
      disabled={disabled}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={() => void leave()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void leave();
      }}
      slotProps={{ htmlInput: { 'aria-label': name, inputMode: 'decimal' } }}
      sx={{ width: 200 }}
    />
  );
};
