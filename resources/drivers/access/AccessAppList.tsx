/** /drivers/access-app/{filter} — generated (./list.ts): drivers asking for the driver app, by status (the path's tab). */
import { Navigate } from 'react-router-dom';
import { ACCESS_FILTERS } from '../../../schemas/desk';
import { useRouteParams } from '../../../src/root/routeParams';
import { GeneratedScopedList } from '../../../src/components/generated/GeneratedScopedList';
import { accessSlots } from './accessSlots';
import { accessAppList } from './list';

const slots = accessSlots('app');

export const AccessAppList = () => {
  const requested = useRouteParams().filter;
  if (!ACCESS_FILTERS.some((name) => name === requested)) return <Navigate replace to="/drivers/access-app/new" />;
  return <GeneratedScopedList declaration={accessAppList} slots={slots} />;
};
