/** What a detail screen shows while it loads, or when its record could not be read. */
import { Alert } from '@mui/material';
import { LoadingScreen } from '../../../src/components/LoadingScreen';
import { errorMessage } from '../../../src/login/feedback';

export const Loading = () => <LoadingScreen fullHeight={false} />;

export const LoadError = ({ error }: { error: unknown }) => (
  <Alert severity="error" sx={{ maxWidth: 640 }}>
    {errorMessage(error)}
  </Alert>
);
