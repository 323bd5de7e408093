/** A quiet centred spinner for waits that have no frame yet (auth check, lazy chunks). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoginText } from '../i18n/useLoginText';

export const LoadingScreen = ({ fullHeight = true }: { fullHeight?: boolean }) => {
  const translate = useLoginText();
  return (
    <Box data-loading-screen sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '100vh' : 160, width: '100%' }}>
      <CircularProgress aria-label={translate('app.loading')} size={32} />
    </Box>
  );
};
