/**
 * The cabinet's own data provider, unwrapped. react-admin's useDataProvider() hands out a proxy
 * that turns every property into a method call, so the provider's non-method members (`http`,
 * `adapters`) are only reachable through the context itself.
 */
import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export function isAppDataProvider(provider: unknown): provider is AppDataProvider {
  return typeof provider === 'object' && provider !== null && 'http' in provider && 'getCurrentUser' in provider;
}

export function useAppDataProvider(): AppDataProvider {
  const provider: unknown = useContext(DataProviderContext);
  if (!isAppDataProvider(provider)) throw new Error('The cabinet data provider is missing');
  return provider;
}

/**
 * The same, or null where the frame is rendered over another data provider (react-admin's test
 * one in the shell tests): what the frame itself asks for (alerts, help, modals, the reports
 * channel, the manager's condition) then stays quiet instead of failing the whole frame.
 */
export function useOptionalAppDataProvider(): AppDataProvider | null {
  const provider: unknown = useContext(DataProviderContext);
  return isAppDataProvider(provider) ? provider : null;
}
