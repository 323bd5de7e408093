/** A page that only says why there is nothing to show (no access, no such page), with the way to the main page. */
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../i18n/useText';

export const PageMessage = ({ icon, text }: { icon: ReactNode; text: string }) => {
  const translate = useText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      {icon}
      <Typography variant="h1">{text}</Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('app.toMain')}
      </Button>
    </Box>
  );
};
