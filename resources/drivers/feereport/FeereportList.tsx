/**
 * /drivers/feereport (groups 1, 2, 5) — generated (./list.ts), with the totals of the whole filter
 * above the rows, the period remembered for the next visit, and the xlsx export.
 */
import { FEEREPORT_LIST } from '../../../dataProvider/adapters/desk';
import { DESK_ENDPOINTS } from '../../../schemas/desk';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { ListExport } from '../../../src/components/ListExport';
import { PeriodMemory, useStoredPeriod } from '../../../src/components/periodFilters';
import { useText } from '../../../src/i18n/useText';
import { FeeTotalsLine } from './FeeTotals';
import { feereportList } from './list';
import { FEEREPORT_PERIOD_KEY } from './parts';

export const FeereportList = () => {
  const translate = useText();
  const period = useStoredPeriod(FEEREPORT_PERIOD_KEY);
  return (
    <GeneratedScopedList
      declaration={feereportList}
      filterDefaultValues={period}
      actions={<ListExport path={DESK_ENDPOINTS.feereportExport} spec={FEEREPORT_LIST} fallbackName={translate('desk.feereport.exportName')} />}
      above={
        <>
          <PeriodMemory storageKey={FEEREPORT_PERIOD_KEY} />
          <FeeTotalsLine />
        </>
      }
    />
  );
};
