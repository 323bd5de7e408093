/**
 * The one <Admin> (react-admin 5), without a router of its own: Cabinet wraps it in a
 * BrowserRouter (real paths), tests in a MemoryRouter.
 *
 * Routing: the public routes (/login, /registration) are no-layout custom routes in the auth
 * frame. Every other path goes through the Admin's layout route, whose layout is AuthGate, to
 * DeclaredRoute, which picks the frame per declared route (dashboard covers `/`, catchAll the
 * rest, so both reach the same element).
 */
import { useState } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Notification, Resource, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { raResourceOf } from '../../schemas/resource';
import { publicRoutes } from './sections';
import { FatalScreen } from '../components/FatalScreen';
import { SNACKBAR_MS } from '../components/feedback';
import { LoadingScreen } from '../components/LoadingScreen';
import { i18nProvider } from '../i18n';
import { t } from '../../texts/t';
import { Frame } from '../layout/Frame';
import { AccessDeniedPage } from '../pages/NoAccessPage';
import { cabinetTheme } from './cabinetTheme';
import { AuthGate } from './AuthGate';
import { cabinetQueryClient } from './queryClient';
import { DeclaredRoute } from './DeclaredRoute';
import type { ResourceDefinition } from './definition';
import { DefinitionsProvider } from './definitions';
import { publicViews } from './externals';
import { SettingsProvider, type SettingsLoader } from './settings';
import { resourceDefinitions } from './sections';

const CabinetNotification = () => <Notification autoHideDuration={SNACKBAR_MS} />;
const AdminLoading = () => <LoadingScreen />;

export interface CabinetAdminProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  loadSettings: SettingsLoader;
  definitions?: readonly ResourceDefinition[];
  /** react-admin's store; localStorage by default. */
  store?: Store;
}

export const CabinetAdmin = ({
  authProvider,
  dataProvider,
  loadSettings,
  definitions = resourceDefinitions,
  store,
}: CabinetAdminProps) => {
  // One client per Admin for its whole life.
  const [queryClient] = useState(cabinetQueryClient);
  return (
    <SettingsProvider load={loadSettings}>
      <DefinitionsProvider definitions={definitions}>
        <Admin
          disableTelemetry
          title={t('app.title')}
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          theme={cabinetTheme}
          store={store}
          queryClient={queryClient}
          loginPage={false}
          layout={AuthGate}
          dashboard={DeclaredRoute}
          catchAll={DeclaredRoute}
          accessDenied={AccessDeniedPage}
          authenticationError={AccessDeniedPage}
          loading={AdminLoading}
          error={FatalScreen}
          notification={CabinetNotification}
        >
          <CustomRoutes noLayout>
            {publicRoutes.flatMap((route) => {
              const View = publicViews[route.path];
              return View === undefined
                ? []
                : [
                    <Route
                      key={route.path}
                      path={route.path}
                      element={
                        <Frame frame={route.frame}>
                          <View />
                        </Frame>
                      }
                    />,
                  ];
            })}
          </CustomRoutes>
          {/*
            Declared resources: react-admin's own routes under the spec path give the views their
            ResourceContext (no `resource=`), so EditButton, ShowButton, rowClick and ReferenceField
            link to the declared paths; every path under one still goes through DeclaredRoute
            (frame, access), and a hand-written view that replaces a generated one gets the same context.
          */}
          {definitions
            .flatMap((definition) => definition.resources ?? [])
            .map((declaration) => (
              <Resource
                key={declaration.path}
                name={raResourceOf(declaration)}
                list={DeclaredRoute}
                edit={declaration.views.edit ? DeclaredRoute : undefined}
                create={declaration.views.create ? DeclaredRoute : undefined}
                show={declaration.views.show ? DeclaredRoute : undefined}
                recordRepresentation={declaration.recordRepresentation}
                options={{ label: declaration.labels.title }}
              />
            ))}
        </Admin>
      </DefinitionsProvider>
    </SettingsProvider>
  );
};
