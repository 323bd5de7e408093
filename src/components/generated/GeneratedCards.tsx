/**
 * A declared list on a phone (spec 9): one card per record, its name first and the other
 * columns' values as a line of facts, instead of a table several screens wide. The section's row
 * action (the offers' «Отправить») sits on the card's right.
 */
import type { ReactNode } from 'react';
import type { RaRecord, RowClickFunction } from 'react-admin';
import type { ResourceDeclaration } from '../../../schemas/resource';
import type { InputSpec } from '../../../schemas/resource-inputs';
import { t } from '../../../texts/t';
import { formatDate, formatDateTime } from '../dates';
import { formatMoney } from '../money';
import { PhoneList, joinFacts } from '../ResponsiveList';
import { choicesOf } from './fieldOf';

/** A value as a card shows it; null leaves it out (empty, or a reference a card cannot name). */
export function factOf(declaration: ResourceDeclaration, spec: InputSpec, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const label = declaration.labels.fields[spec.source] ?? spec.source;
  switch (spec.kind) {
    case 'boolean':
      return `${label}: ${value === true ? t('generated.generic.yes') : t('generated.generic.no')}`;
    case 'select':
    case 'autocomplete':
    case 'parkCountry':
      return choicesOf(declaration, spec).find((choice) => choice.id === value)?.name ?? null;
    case 'money':
      return typeof value === 'string' ? formatMoney(value) : null;
    case 'day':
      return typeof value === 'string' ? formatDate(value) : null;
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value) : null;
    case 'reference':
    case 'driver':
    case 'password':
      return null;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
}

export const GeneratedCards = ({
  declaration,
  specs,
  rowClick,
  rowAction,
}: {
  declaration: ResourceDeclaration;
  specs: ReadonlyMap<string, InputSpec>;
  rowClick: string | RowClickFunction | false;
  rowAction?: ReactNode;
}) => {
  const named = declaration.recordRepresentation;
  const namedSpec = specs.get(named);
  // The name as the table shows it: a choice by its Russian label, never its code.
  const nameOf = (record: RaRecord) => (namedSpec ? factOf(declaration, namedSpec, record[named]) : null) ?? String(record[named] ?? '');
  const facts = declaration.list.columns.flatMap((column) => {
    const spec = specs.get(column);
    return spec && column !== named ? [spec] : [];
  });
  return (
    <PhoneList<RaRecord>
      aria-label={declaration.labels.title}
      rowClick={rowClick}
      primaryText={nameOf}
      secondaryText={(record) => joinFacts(...facts.map((spec) => factOf(declaration, spec, record[spec.source])))}
      {...(rowAction === undefined ? {} : { tertiaryText: () => rowAction })}
    />
  );
};
