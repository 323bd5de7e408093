/**
 * State of the right side panel (default frame): present or not, and, below 600 px where it
 * becomes a drawer, whether the drawer is open. The app bar's toggle and the panel share it.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface RightPanelState {
  enabled: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const RightPanelContext = createContext<RightPanelState>({ enabled: false, open: false, setOpen: () => undefined });

export const RightPanelProvider = ({ enabled, children }: { enabled: boolean; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ enabled, open: enabled && open, setOpen }), [enabled, open]);
  return <RightPanelContext.Provider value={value}>{children}</RightPanelContext.Provider>;
};

export function useRightPanel(): RightPanelState {
  return useContext(RightPanelContext);
}
