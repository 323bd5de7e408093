/**
 * Installation settings (GET /api/settings) for the shell: knowledge base and chat links.
 * The loader comes from the auth layer (`settings()` in authProvider/index.ts, cached there);
 * tests pass their own.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { CabinetSettings } from '../../authProvider/types';

export type SettingsLoader = () => Promise<CabinetSettings>;

const SettingsLoaderContext = createContext<SettingsLoader | null>(null);

export const SettingsProvider = ({ load, children }: { load: SettingsLoader; children: ReactNode }) => (
  <SettingsLoaderContext.Provider value={load}>{children}</SettingsLoaderContext.Provider>
);

/** The settings once loaded; undefined while loading or when they could not be loaded. */
export function useCabinetSettings(): CabinetSettings | undefined {
  const load = useContext(SettingsLoaderContext);
  const [settings, setSettings] = useState<CabinetSettings | undefined>(undefined);
  useEffect(() => {
    if (load === null) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setSettings(value);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return settings;
}
