/** What a generated list's phone card says of each column: Russian labels and house formats, never a raw code. */
import { describe, expect, it } from 'vitest';
import { inputsOf } from '../../schemas/resource-inputs';
import { staffUsers } from '../../resources/users/staff-users/resource';
import { blacklist } from '../../resources/drivers/blacklist/resource';
import { exportAudit } from '../../resources/users/export-audit/resource';
import { factOf } from '../../src/components/generated/GeneratedCards';
import { t } from '../../texts/t';

const spec = (declaration: typeof staffUsers | typeof blacklist, field: string) => {
  const found = inputsOf(declaration.schema).find((input) => input.source === field);
  if (found === undefined) throw new Error(field);
  return found;
};

describe('a generated phone card', () => {
  it('shows a kind by its Russian label, as the export journal names its rows', () => {
    const kind = inputsOf(exportAudit.schema).find((input) => input.source === exportAudit.recordRepresentation);
    if (kind === undefined) throw new Error('kind');
    const fact = factOf(exportAudit, kind, 'report_transfers');
    expect(fact).not.toBeNull();
    expect(fact).not.toBe('report_transfers');
  });

  it('names a choice by its Russian label and a flag with its field', () => {
    expect(factOf(staffUsers, spec(staffUsers, 'group_id'), 2)).toBe(t('generated.staffUsers.choices.group_id.2'));
    expect(factOf(staffUsers, spec(staffUsers, 'disabled'), true)).toBe(`${t('generated.staffUsers.fields.disabled')}: ${t('generated.generic.yes')}`);
  });

  it('shows moments the Russian way and leaves out what it cannot name', () => {
    expect(factOf(blacklist, spec(blacklist, 'created_at'), '2026-11-21T09:00:00.000Z')).toMatch(/^21\.11\.2026/);
    expect(factOf(blacklist, spec(blacklist, 'driver_id'), 12)).toBeNull();
    expect(factOf(blacklist, spec(blacklist, 'phone'), null)).toBeNull();
    expect(factOf(blacklist, spec(blacklist, 'reason'), 'Долг')).toBe('Долг');
  });
});
