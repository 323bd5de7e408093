/** A quiet centred spinner for waits that have no frame yet (auth check, lazy chunks). */
import { Box, CircularProgress } from '@mui/material';
import { useText } from '../i18n/useText';

export const LoadingScreen = ({ fullHeight = true }: { fullHeight?: boolean }) => {
  const translate = useText();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '100vh' : 160, width: '100%' }}>
      <CircularProgress aria-label={translate('app.loading')} size={32} />
    </Box>
  );
};
