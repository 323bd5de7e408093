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

/** A positive integer route parameter (a record's id), else -1. */
export function useIdParam(name: string): number {
  const value = Number(useRouteParams()[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : -1;
}
