/**
 * The default frame (left menu, centre content, right side panel) and the single-column frame
 * (the same without the right panel), on react-admin's Layout. Both are one component so that
 * moving between a default and a single screen keeps the menu mounted. The content column may
 * shrink below its content's width (min-width: 0): wide tables scroll inside their own box
 * (theme, components/tableScroll.ts) and the side columns keep their width beside it.
 */
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { LoadingScreen } from '../components/LoadingScreen';
import { useScrollingTables } from '../components/scrollingTables';
import { CabinetModals } from '../modals';
import { AlertsSlot } from '../notices/AlertsSlot';
import { CabinetAppBar } from './AppBar';
import { CabinetMenu } from './Menu';
import { RightPanel } from './RightPanel';
import { RightPanelProvider, SideColumnSlotProvider } from './panelState';
import { CabinetSidebar } from './Sidebar';

export const CabinetLayout = ({ rightPanel, children }: { rightPanel: boolean; children: ReactNode }) => {
  // The help panel's column: its content becomes a flex item of the row (display: contents).
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const content = useRef<HTMLElement>(null);
  useScrollingTables(content);
  return (
    <RightPanelProvider enabled={rightPanel}>
      <SideColumnSlotProvider slot={slot}>
        <Layout appBar={CabinetAppBar} appBarAlwaysOn menu={CabinetMenu} sidebar={CabinetSidebar}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexGrow: 1, minWidth: 0 }}>
            <Box component="section" ref={content} sx={{ flex: 1, minWidth: 0, py: 2, px: { xs: 0, sm: 1 } }}>
              <AlertsSlot />
              <Suspense fallback={<LoadingScreen fullHeight={false} />}>{children}</Suspense>
            </Box>
            {rightPanel ? <RightPanel /> : null}
            <Box ref={setSlot} sx={{ display: 'contents' }} />
            <CabinetModals />
          </Box>
        </Layout>
      </SideColumnSlotProvider>
    </RightPanelProvider>
  );
};

export const DefaultFrame = ({ children }: { children: ReactNode }) => (
  <CabinetLayout rightPanel>{children}</CabinetLayout>
);

export const SingleFrame = ({ children }: { children: ReactNode }) => (
  <CabinetLayout rightPanel={false}>{children}</CabinetLayout>
);
