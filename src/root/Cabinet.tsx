/** The application: the one Admin under a BrowserRouter (URLs are real paths). */
import { BrowserRouter } from 'react-router-dom';
import { authProvider, settings } from '../../authProvider';
import { runtime } from '../../authProvider/runtime';
import { createDataProvider } from '../../dataProvider';
import { CabinetAdmin } from './CabinetAdmin';

/** The application's data provider, over the auth layer's client and session. */
const dataProvider = createDataProvider({ http: runtime.http, auth: runtime });

export const Cabinet = () => (
  <BrowserRouter>
    <CabinetAdmin authProvider={authProvider} dataProvider={dataProvider} loadSettings={settings} />
  </BrowserRouter>
);
