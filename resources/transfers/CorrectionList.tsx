/** /transfers/corrections — generated (./corrections.ts), with the period remembered and its export. */
import { CORRECTIONS_LIST } from '../../dataProvider/adapters/desk';
import { LEDGER_ENDPOINTS } from '../../schemas/ledger';
import { GeneratedScopedList } from '../../src/components/generated/GeneratedScopedList';
import { ListExport } from '../../src/components/ListExport';
import { PeriodMemory, useStoredPeriod } from '../../src/components/periodFilters';
import { useText } from '../../src/i18n/useText';
import { correctionList } from './corrections';

export const CORRECTIONS_PERIOD_KEY = 'transfers.corrections.period';

export const CorrectionList = () => {
  const translate = useText();
  return (
    <GeneratedScopedList
      declaration={correctionList}
      filterDefaultValues={useStoredPeriod(CORRECTIONS_PERIOD_KEY)}
      actions={<ListExport path={LEDGER_ENDPOINTS.parkCorrectionsExport} spec={CORRECTIONS_LIST} fallbackName={translate('desk.corrections.exportName')} />}
      above={<PeriodMemory storageKey={CORRECTIONS_PERIOD_KEY} />}
    />
  );
};
