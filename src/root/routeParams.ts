/**
 * Parameters of the declared route being rendered (`:id`, `step-:step`...). Views read them
 * with useRouteParams(): the router matches declared paths itself (schemas/routing.ts), so
 * react-router's useParams() does not carry them.
 */
import { createContext, useContext } from 'react';
import type { Params } from '../../schemas/routing';

export const RouteParamsContext = createContext<Params>({});

export function useRouteParams(): Params {
  return useContext(RouteParamsContext);
}
