/**
 * The default frame (left menu, centre content, right side panel) and the single-column frame
 * (the same without the right panel), on react-admin's Layout. Both are one component so that
 * moving between a default and a single screen keeps the menu mounted.
 */
import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { LoadingScreen } from '../components/LoadingScreen';
import { CabinetModals } from '../modals';
import { AlertsSlot } from '../notices/AlertsSlot';
import { CabinetAppBar } from './AppBar';
import { CabinetMenu } from './Menu';
import { RightPanel } from './RightPanel';
import { RightPanelProvider } from './panelState';
import { CabinetSidebar } from './Sidebar';

export const CabinetLayout = ({ rightPanel, children }: { rightPanel: boolean; children: ReactNode }) => (
  <RightPanelProvider enabled={rightPanel}>
    <Layout
      appBar={CabinetAppBar}
      appBarAlwaysOn
      menu={CabinetMenu}
      sidebar={CabinetSidebar}
      // react-admin lets the frame grow to its widest child; wide tables scroll inside instead.
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexGrow: 1, minWidth: 0 }}>
        <Box component="section" sx={{ flex: 1, minWidth: 0, py: 2, px: { xs: 0, sm: 1 } }}>
          <AlertsSlot />
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>{children}</Suspense>
        </Box>
        {rightPanel ? <RightPanel /> : null}
        <CabinetModals />
      </Box>
    </Layout>
  </RightPanelProvider>
);

export const DefaultFrame = ({ children }: { children: ReactNode }) => (
  <CabinetLayout rightPanel>{children}</CabinetLayout>
);

export const SingleFrame = ({ children }: { children: ReactNode }) => (
  <CabinetLayout rightPanel={false}>{children}</CabinetLayout>
);
