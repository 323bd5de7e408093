/** A scoped list's filter lines as react-admin inputs (schemas/resource-list.ts). */
import type { ReactElement } from 'react';
import { BooleanInput, SelectInput } from 'react-admin';
import type { ScopedFilterLine } from '../../../schemas/resource-list';
import { DayInput } from '../DayInput';
import { SearchInput } from '../SearchInput';

/** A lookup filter's choices, loaded by the screen (the park's aggregators), by field. */
export type FilterChoices = Readonly<Record<string, readonly { id: string | number; name: string }[]>>;

export function filterInput(line: ScopedFilterLine, loaded: FilterChoices): ReactElement[] {
  switch (line.kind) {
    case 'search':
      return [<SearchInput key={line.field} source={line.field} label={line.label} placeholder={line.placeholder} alwaysOn />];
    case 'choice': {
      const choices = (line.order ?? Object.keys(line.labels)).map((id) => ({ id, name: line.labels[id] ?? id }));
      const shown = line.optional === undefined ? { alwaysOn: true } : { defaultValue: line.optional.default };
      return [<SelectInput key={line.field} source={line.field} label={line.label} choices={choices} emptyText={line.all} {...shown} />];
    }
    case 'lookup':
      return [<SelectInput key={line.field} source={line.field} label={line.label} choices={[...(loaded[line.field] ?? [])]} alwaysOn emptyText={line.all} />];
    case 'switch':
      return [<BooleanInput key={line.field} source={line.field} label={line.label} defaultValue={true} />];
    case 'period':
      return [
        <DayInput key={line.from} source={line.from} label={line.fromLabel} alwaysOn fullWidth={false} />,
        <DayInput key={line.to} source={line.to} label={line.toLabel} alwaysOn fullWidth={false} />,
      ];
  }
}

/** A line that waits behind «Добавить фильтр». */
export const optionalFilter = (line: ScopedFilterLine) => line.kind === 'switch' || (line.kind === 'choice' && line.optional !== undefined);

