/**
 * Filters of the drivers list, one line each: a filter's `source` is the `GET /drivers/v2/list`
 * parameter it sets (the drivers adapter passes it through, flags as 1/0), so adding one is
 * adding a line here.
 */
import { BooleanInput, SelectInput } from 'react-admin';
import { DayInput } from '../../../src/components/DayInput';
import { NO_TRIPS_DAYS, NO_TRIPS_FILTER } from '../../../dataProvider/adapters/drivers';
import { DRIVER_WORK_STATUSES } from '../../../schemas/fleet';
import { ruDrivers } from '../../../texts/ru-drivers';
import { ruFleet } from '../../../texts/ru-fleet';
import { SearchInput } from '../../../src/components/SearchInput';

const text = ruDrivers.filters;
const YES_NO = [
  { id: '1', name: ruDrivers.common.yes },
  { id: '0', name: ruDrivers.common.no },
];
const WORK_STATUSES = DRIVER_WORK_STATUSES.map((status) => ({ id: status, name: ruFleet.workStatus[status] }));
const NO_TRIPS = NO_TRIPS_DAYS.map((days) => ({ id: days, name: text.days[days] }));

/** A yes/no parameter (has_targets=1 or 0); added as «Да». */
const flag = (source: string, label: string) => (
  <SelectInput key={source} source={source} label={label} choices={YES_NO} defaultValue="1" emptyText={ruDrivers.common.none} />
);
/** A parameter that only narrows (exclude_blocked=1); added switched on. */
const narrowing = (source: string, label: string) => (
  <BooleanInput key={source} source={source} label={label} defaultValue={true} />
);

export const driverFilters = [
  <SearchInput key="search" source="search" label={text.search} alwaysOn />,
  <DayInput key="date_from" source="date_from" label={text.dateFrom} alwaysOn fullWidth={false} />,
  <DayInput key="date_to" source="date_to" label={text.dateTo} alwaysOn fullWidth={false} />,
  <SelectInput key="status" source="status" label={text.status} choices={WORK_STATUSES} defaultValue="working" />,
  narrowing('exclude_inactive', text.excludeInactive),
  narrowing('exclude_blocked', text.excludeBlocked),
  flag('has_contract_issue', text.hasContractIssue),
  flag('has_targets', text.hasTargets),
  flag('is_selfemployed', text.isSelfemployed),
  flag('have_app', text.haveApp),
  <SelectInput key={NO_TRIPS_FILTER} source={NO_TRIPS_FILTER} label={text.noTripsMore} choices={NO_TRIPS} defaultValue="30" />,
  flag('have_sent_offer', text.haveSentOffer),
];
