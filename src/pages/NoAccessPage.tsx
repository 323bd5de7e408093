/**
 * 'У вас нет доступа' (spec 2, 8): what an authenticated user outside a route's groups sees,
 * inside the route's frame.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useText } from '../i18n/useText';
import { DefaultFrame } from '../layout/CabinetLayout';

export const NoAccessPage = () => {
  const translate = useText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <LockOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h1">{translate('app.noAccess')}</Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('app.toMain')}
      </Button>
    </Box>
  );
};

/** react-admin's /access-denied route (its <CanAccess> redirects there). */
export const AccessDeniedPage = () => (
  <DefaultFrame>
    <NoAccessPage />
  </DefaultFrame>
);
