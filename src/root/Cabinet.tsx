/** The application: the one Admin under a BrowserRouter (URLs are real paths). */
import { BrowserRouter } from 'react-router-dom';
import { authProvider, settings } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { CabinetAdmin } from './CabinetAdmin';

export const Cabinet = () => (
  <BrowserRouter>
    <CabinetAdmin authProvider={authProvider} dataProvider={dataProvider} loadSettings={settings} />
  </BrowserRouter>
);
