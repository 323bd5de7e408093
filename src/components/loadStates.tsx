/** What a detail screen shows while it loads, or when its record could not be read. */
import { Alert } from '@mui/material';
import { LoadingScreen } from './LoadingScreen';
import { errorMessage } from './feedback';

export const Loading = () => <LoadingScreen fullHeight={false} />;

export const LoadError = ({ error }: { error: unknown }) => (
  <Alert severity="error" sx={{ maxWidth: 640 }}>
    {errorMessage(error)}
  </Alert>
);
