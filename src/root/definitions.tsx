/**
 * The resource definitions the shell renders from, provided once at the root so the router,
 * the menu and the home page read the same list (tests provide their own).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resourceDefinitions } from './sections';
import type { ResourceDefinition } from './definition';
import { buildRouteTable, type RouteEntry } from './routeTable';

const DefinitionsContext = createContext<readonly ResourceDefinition[]>(resourceDefinitions);

export const DefinitionsProvider = ({
  definitions,
  children,
}: {
  definitions: readonly ResourceDefinition[];
  children: ReactNode;
}) => <DefinitionsContext.Provider value={definitions}>{children}</DefinitionsContext.Provider>;

export function useDefinitions(): readonly ResourceDefinition[] {
  return useContext(DefinitionsContext);
}

export function useRouteTable(): RouteEntry[] {
  const definitions = useDefinitions();
  return useMemo(() => buildRouteTable(definitions), [definitions]);
}
