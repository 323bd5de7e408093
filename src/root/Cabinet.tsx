/** The application: the one Admin under a BrowserRouter (URLs are real paths). */
import { I18nContextProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider, settings } from '../../authProvider';
import { runtime } from '../../authProvider/runtime';
import { createDataProvider } from '../../dataProvider';
import { i18nProvider } from '../i18n';
import { CabinetAdmin } from './CabinetAdmin';

/** The application's data provider, over the auth layer's client and session. */
const dataProvider = createDataProvider({ http: runtime.http, auth: runtime });

// The provider above the Admin too: the frame drawn around it (and anything a view renders
// into a portal outside it) reads its words through the same catalogue.
export const Cabinet = () => (
  <I18nContextProvider value={i18nProvider}>
    <BrowserRouter>
      <CabinetAdmin authProvider={authProvider} dataProvider={dataProvider} loadSettings={settings} />
    </BrowserRouter>
  </I18nContextProvider>
);
