/** The list's filter inputs, one per declared filter line; react-admin keeps their values in the URL. */
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FilterLine, ResourceDeclaration } from '../../../schemas/resource';
import { SEARCH_KEY } from '../../../schemas/resource-query';
import { inputsOf } from '../../../schemas/resource-inputs';
import { ruResources } from '../../../texts/ru-resources';
import { choicesOf } from './fieldOf';

const texts = ruResources.generic;

function filterInputs(declaration: ResourceDeclaration, line: FilterLine) {
  if (line.kind === 'search') {
    return [<SearchInput key={SEARCH_KEY} source={SEARCH_KEY} placeholder={texts.search} alwaysOn />];
  }
  const label = declaration.labels.fields[line.field] ?? line.field;
  switch (line.kind) {
    case 'enum': {
      const spec = inputsOf(declaration.schema).find((input) => input.source === line.field);
      const choices = spec ? choicesOf(declaration, spec) : [];
      return [<SelectInput key={line.field} source={line.field} label={label} choices={choices} alwaysOn />];
    }
    case 'flag':
      return [
        <NullableBooleanInput
          key={line.field}
          source={line.field}
          label={label}
          trueLabel={texts.yes}
          falseLabel={texts.no}
          alwaysOn
        />,
      ];
    case 'dateRange':
      return [
        <DateInput key={`${line.field}_gte`} source={`${line.field}_gte`} label={`${label} ${texts.from}`} alwaysOn />,
        <DateInput key={`${line.field}_lte`} source={`${line.field}_lte`} label={texts.to} alwaysOn />,
      ];
    case 'reference':
      return [
        <ReferenceInput key={line.field} source={line.field} reference={line.reference} alwaysOn>
          <AutocompleteInput label={label} />
        </ReferenceInput>,
      ];
    default:
      return [<TextInput key={line.field} source={line.field} label={label} alwaysOn />];
  }
}

export function filtersOf(declaration: ResourceDeclaration) {
  return declaration.list.filters.flatMap((line) => filterInputs(declaration, line));
}
