/**
 * The heading and body of an auth screen. The frame around it (centred, brand, card) is the
 * shell's auth frame (src/layout/AuthFrame), which wraps /login and /registration.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AuthScreenProps {
  title: string;
  children: ReactNode;
}

export const AuthScreen = ({ title, children }: AuthScreenProps) => (
  <Box>
    <Typography component="h1" variant="h5" sx={{ mb: 3, textAlign: 'center' }}>
      {title}
    </Typography>
    {children}
  </Box>
);
