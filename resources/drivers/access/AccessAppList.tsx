/** /drivers/access-app/{filter}: drivers asking for the driver app, by status (the path's tab). */
import { List, Pagination } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { DESK_RESOURCES } from '../../../dataProvider/adapters/desk';
import { ACCESS_FILTERS, DESK_ENDPOINTS } from '../../../schemas/desk';
import { ruDesk } from '../../../texts/ru-desk';
import { useRouteParams } from '../../../src/root/routeParams';
import { listSx } from '../../../src/components/listSx';
import { LinkTabs } from '../../../src/components/ListTabs';
import { AccessRequestsTable } from './AccessRequestsTable';

const text = ruDesk.access;
const tabs = ACCESS_FILTERS.map((filter) => ({ value: filter, label: text.tabs[filter] }));

export const AccessAppList = () => {
  const requested = useRouteParams().filter;
  const filter = ACCESS_FILTERS.find((name) => name === requested);
  if (filter === undefined) return <Navigate replace to="/drivers/access-app/new" />;
  return (
    <List
      sx={listSx}
      resource={DESK_RESOURCES.accessApp}
      storeKey="drivers.access-app"
      title={text.appTitle}
      filter={{ filter }}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={false}
      empty={false}
    >
      <LinkTabs label={text.tabsLabel} value={filter} tabs={tabs} to={(value) => `/drivers/access-app/${value}`} />
      <AccessRequestsTable decidePath={DESK_ENDPOINTS.accessAppDecide} />
    </List>
  );
};
