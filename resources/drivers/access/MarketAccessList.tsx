/** /drivers/access-market: drivers asking for the marketplace (GET /market/requests), tabs by status. */
import { List, Pagination } from 'react-admin';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { ACCESS_FILTERS, DESK_ENDPOINTS } from '../../../schemas/desk';
import { ruDesk } from '../../../texts/ru-desk';
import { listSx } from '../../../src/components/listSx';
import { FilterTabs } from '../../../src/components/ListTabs';
import { AccessRequestsTable } from './AccessRequestsTable';

const text = ruDesk.access;
const tabs = ACCESS_FILTERS.map((filter) => ({ value: filter, label: text.tabs[filter] }));

export const MarketAccessList = () => (
  <List
    sx={listSx}
    resource={DESK_RESOURCES.market}
    storeKey="drivers.access-market"
    title={text.marketTitle}
    filterDefaultValues={{ filter: 'new' }}
    perPage={50}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    actions={false}
    empty={false}
  >
    <FilterTabs label={text.tabsLabel} source="filter" tabs={tabs} />
    <AccessRequestsTable decidePath={DESK_ENDPOINTS.marketDecide} />
  </List>
);
