/** The public screens' one message (registration done), under the screen for SNACKBAR_MS. */
import { Snackbar, SnackbarContent } from '@mui/material';
import { SNACKBAR_MS } from '../components/feedback';

export const Notice = ({ message, onClose }: { message: string | null; onClose: () => void }) => (
  <Snackbar open={message !== null} autoHideDuration={SNACKBAR_MS} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
    <SnackbarContent message={message} sx={{ bgcolor: 'success.main', color: 'success.contrastText' }} />
  </Snackbar>
);
