/**
 * The comparison of bench/first-screen.ts, nothing of the cabinet: a bare react-admin app (the
 * cabinet's react-admin version) with three resources over ra-data-simple-rest and an auth
 * provider that asks for a login, opened at its `/#/login`.
 */
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, type AuthProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const USER_KEY = 'bare-admin-user';

const authProvider: AuthProvider = {
  login: async ({ username }: { username: string }) => localStorage.setItem(USER_KEY, username),
  logout: async () => localStorage.removeItem(USER_KEY),
  checkAuth: async () => {
    if (localStorage.getItem(USER_KEY) === null) throw new Error('anonymous');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider} requireAuth>
      <Resource name="drivers" list={ListGuesser} edit={EditGuesser} />
      <Resource name="trips" list={ListGuesser} />
      <Resource name="cars" list={ListGuesser} />
    </Admin>,
  );
}
