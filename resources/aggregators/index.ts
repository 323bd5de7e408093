import HubOutlined from '@mui/icons-material/HubOutlined';
import type { ResourceDefinition } from '../../src/root/definition';
import { lazyNamed } from '../../src/root/lazy';
import { aggregatorsRoutes } from './routes';

/** The antifraud screen, one component at both of its paths (the alias is not a redirect). */
const antifraudScreen = lazyNamed(() => import('./antifraud/AntifraudScreen'), 'AntifraudScreen');

export const aggregators: ResourceDefinition = {
  name: 'aggregators',
  icon: HubOutlined,
  label: 'aggregators',
  routes: aggregatorsRoutes,
  views: {
    '/aggregators': lazyNamed(() => import('./AggregatorList'), 'AggregatorList'),
    '/aggregators/new': lazyNamed(() => import('./AggregatorNew'), 'AggregatorNew'),
    '/aggregators/detail/:id': lazyNamed(() => import('./AggregatorCard'), 'AggregatorCard'),
    '/aggregators/detail/:id/step-:step': lazyNamed(() => import('./ConnectionWizard'), 'ConnectionWizard'),
    '/aggregators/detail/:aggregator/antifrod': antifraudScreen,
    '/aggregators/antifrod/:aggregator': antifraudScreen,
    '/aggregators/detail/:aggregator/drivers-add-list': lazyNamed(() => import('./drivers-add/DriversAddList'), 'DriversAddList'),
    '/aggregators/drivers-add-settings': lazyNamed(() => import('./drivers-add/DriversAddSettings'), 'DriversAddSettings'),
    '/aggregators/drivers-add/:requestId': lazyNamed(() => import('./drivers-add/DriverAddCardPage'), 'DriverAddCardPage'),
    '/aggregators/drivers-add-car/:requestId': lazyNamed(() => import('./drivers-add/DriverAddCarPage'), 'DriverAddCarPage'),
    '/aggregators/handy/:id': lazyNamed(() => import('./handy/HandyCard'), 'HandyCard'),
    '/aggregators/handy/:id/payment/upload': lazyNamed(() => import('./handy/HandyUpload'), 'HandyUpload'),
  },
  menu: {},
};
