/** The list's filter inputs, one per declared filter line; react-admin keeps their values in the URL. */
import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FilterLine, ResourceDeclaration } from '../../../schemas/resource';
import { SEARCH_KEY } from '../../../schemas/resource-query';
import { inputsOf } from '../../../schemas/resource-inputs';
import { t } from '../../../texts/t';
import { DayInput } from '../DayInput';
import { choicesOf } from './fieldOf';
import { referencePicking } from './inputOf';

function filterInputs(declaration: ResourceDeclaration, line: FilterLine) {
  if (line.kind === 'search') {
    return [<SearchInput key={SEARCH_KEY} source={SEARCH_KEY} placeholder={t('generated.generic.search')} alwaysOn />];
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
          trueLabel={t('generated.generic.yes')}
          falseLabel={t('generated.generic.no')}
          alwaysOn
        />,
      ];
    case 'dateRange':
      return [
        <DayInput key={`${line.field}_gte`} source={`${line.field}_gte`} label={`${label} ${t('generated.generic.from')}`} fullWidth={false} alwaysOn />,
        <DayInput key={`${line.field}_lte`} source={`${line.field}_lte`} label={t('generated.generic.to')} fullWidth={false} alwaysOn />,
      ];
    case 'reference': {
      const spec = inputsOf(declaration.schema).find((input) => input.source === line.field);
      return [
        <ReferenceInput key={line.field} source={line.field} reference={line.reference} alwaysOn>
          <AutocompleteInput label={label} {...(spec ? referencePicking(spec) : {})} />
        </ReferenceInput>,
      ];
    }
    default:
      return [<TextInput key={line.field} source={line.field} label={label} alwaysOn />];
  }
}

export function filtersOf(declaration: ResourceDeclaration) {
  return declaration.list.filters.flatMap((line) => filterInputs(declaration, line));
}
