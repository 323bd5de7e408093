/**
 * State of the frame's side columns. The right side panel (default frame) is present or not and,
 * where it folds into a drawer, the drawer is open or not; the app bar's toggle and the panel
 * share it. The help panel takes its column through a slot the frame provides beside the content.
 * One column at a time: while the help panel is open the accounts panel folds into its drawer,
 * so that the content keeps its width.
 */
import { useMediaQuery } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHelpPanel } from '../help/helpStore';
import { belowAccountsColumnQuery, belowWideQuery } from '../theme';

interface RightPanelState {
  enabled: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}

const RightPanelContext = createContext<RightPanelState>({ enabled: false, open: false, setOpen: () => undefined });
const SideColumnSlot = createContext<HTMLElement | null>(null);

export const RightPanelProvider = ({ enabled, children }: { enabled: boolean; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ enabled, open: enabled && open, setOpen }), [enabled, open]);
  return <RightPanelContext.Provider value={value}>{children}</RightPanelContext.Provider>;
};

export function useRightPanel(): RightPanelState {
  return useContext(RightPanelContext);
}

/** Whether the window is wide enough for a side column (theme WIDE_BREAKPOINT). */
export function useWideScreen(): boolean {
  return !useMediaQuery(belowWideQuery, { noSsr: true });
}

/** Whether the accounts panel shows as a column now (else as a drawer behind an app-bar button). */
export function useRightPanelColumn(): boolean {
  const wide = !useMediaQuery(belowAccountsColumnQuery, { noSsr: true });
  const help = useHelpPanel();
  return wide && !help.open;
}

export const SideColumnSlotProvider = ({ slot, children }: { slot: HTMLElement | null; children: ReactNode }) => (
  <SideColumnSlot.Provider value={slot}>{children}</SideColumnSlot.Provider>
);

/** The element a side column portals into, or null outside the cabinet frame. */
export function useSideColumnSlot(): HTMLElement | null {
  return useContext(SideColumnSlot);
}
