/** The auth frame (spec 2): login and registration, centred under the brand, no menu. */
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Brand } from '../components/Brand';
import { LoadingScreen } from '../components/LoadingScreen';

export const AuthFrame = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 3,
      px: 2,
      py: 4,
      bgcolor: 'background.default',
    }}
  >
    <Brand />
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
      <Suspense fallback={<LoadingScreen fullHeight={false} />}>{children}</Suspense>
    </Paper>
  </Box>
);
