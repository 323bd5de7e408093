import { SECTION_LANDINGS } from '../../schemas/landings';
import type { RouteDecl } from '../../schemas/routing';

export const rentRoutes: RouteDecl[] = [
  { path: '/rent', redirect: SECTION_LANDINGS.rent },
  { path: '/rent/cars', redirect: '/rent/cars/list' },
  { path: '/rent/cars/list' },
  { path: '/rent/cars/new' },
  { path: '/rent/cars/detail/:id', redirect: '/rent/cars/detail/:id/edit' },
  { path: '/rent/cars/detail/:id/edit' },
  { path: '/rent/cars/detail/:id/payments' },
  { path: '/rent/cars/detail/:id/driver/new' },
  { path: '/rent/cars/detail/:id/driver/edit/:rentId' },
  { path: '/rent/schedules/new' },
  { path: '/rent/schedules/detail/:id', redirect: '/rent/schedules/detail/:id/cars' },
  { path: '/rent/schedules/detail/:id/cars' },
  { path: '/rent/schedules/detail/:id/params' },
];
