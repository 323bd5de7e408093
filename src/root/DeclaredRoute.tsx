/**
 * The one element every non-public path renders: it matches the pathname against the declared
 * routes (schemas/routing.ts findRoute), then
 *   redirect            -> navigate (parameters filled in, query kept);
 *   `/`                 -> the landing page when there is one (src/root/landing.ts);
 *   group not allowed   -> 'У вас нет доступа' inside the route's frame;
 *   allowed with a view -> the view, lazily, in the route's frame;
 *   no view, or unknown -> the 404 page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccess } from '../../schemas/access';
import type { CabinetPermissions } from '../../authProvider/types';
import { LoadingScreen } from '../components/LoadingScreen';
import { Frame } from '../layout/Frame';
import { NoAccessPage } from '../pages/NoAccessPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useRouteTable } from './definitions';
import { useCabinetPermissions } from './identity';
import { FIRST_PAGE_KEY, landingPath, wantsHome } from './landing';
import { preloadView } from './lazy';
import { RouteParamsContext } from './routeParams';
import { resolvePathname, viewChecker, type RouteEntry } from './routeTable';

function readFirstPage(): string | null {
  try {
    return localStorage.getItem(FIRST_PAGE_KEY);
  } catch {
    return null;
  }
}

function clearFirstPage(): void {
  try {
    localStorage.removeItem(FIRST_PAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** `/`: goes to the stored first page (then cleared) or the group's landing page, if usable. */
const RootLanding = ({ permissions, children }: { permissions: CabinetPermissions; children: ReactNode }) => {
  const table = useRouteTable();
  const { state } = useLocation();
  const [firstPage] = useState(readFirstPage);
  useEffect(clearFirstPage, []);
  if (wantsHome(state)) return <>{children}</>;
  const target = landingPath({
    firstPage,
    groupId: permissions.group_id,
    policy: permissions.policy,
    denied: permissions.denied,
    hasView: viewChecker(table),
    routes: table,
  });
  if (target === null) return <>{children}</>;
  // The frame stays on screen while the landing page mounts: a bare <Navigate> renders nothing,
  // and the page stayed empty for as long as the next screen took to render (issue 21).
  return (
    <Frame frame="default">
      <LoadingScreen fullHeight={false} />
      <Navigate to={target} replace />
    </Frame>
  );
};

const DeclaredScreen = ({ entry, pathname }: { entry: RouteEntry; pathname: string }) => {
  const { permissions, isPending } = useCabinetPermissions();
  const frame = entry.frame ?? 'default';
  // The view's chunk downloads while the permissions are checked; `/` usually sends the user on
  // to the landing page, so the home page's chunk waits until it is shown.
  const preload = entry.path === '/' ? undefined : entry.view;
  useEffect(() => preloadView(preload), [preload]);

  if (isPending) {
    return (
      <Frame frame={frame}>
        <LoadingScreen fullHeight={false} />
      </Frame>
    );
  }
  const allowed =
    permissions !== undefined && canAccess(permissions.policy, permissions.group_id, pathname, permissions.denied);
  const View = entry.view;
  const screen = !allowed ? (
    <Frame frame={frame}>
      <NoAccessPage />
    </Frame>
  ) : View === undefined ? (
    <NotFoundPage />
  ) : (
    <Frame frame={frame}>
      <View />
    </Frame>
  );
  if (entry.path === '/' && permissions !== undefined) {
    return <RootLanding permissions={permissions}>{screen}</RootLanding>;
  }
  return screen;
};

export const DeclaredRoute = () => {
  const location = useLocation();
  const table = useRouteTable();
  const resolution = resolvePathname(table, location.pathname);

  if (resolution.kind === 'notFound') return <NotFoundPage />;
  if (resolution.kind === 'redirect') {
    return <Navigate replace to={{ pathname: resolution.to, search: location.search, hash: location.hash }} />;
  }
  return (
    <RouteParamsContext.Provider value={resolution.params}>
      <DeclaredScreen entry={resolution.entry} pathname={location.pathname} />
    </RouteParamsContext.Provider>
  );
};
