/** The foot of the auth forms: the error the server gave the whole form, then the submit button. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface FormSubmitProps {
  label: string;
  busy: boolean;
  error: string | null;
}

export const FormSubmit = ({ label, busy, error }: FormSubmitProps) => (
  <>
    {error ? (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    ) : null}
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
      fullWidth
    >
      {label}
    </Button>
  </>
);
