/** The submit button of a react-admin <Form> in a dialog: disabled with a spinner while the form submits. */
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';

export const SubmitButton = ({
  label,
  color = 'primary',
  variant = 'contained',
}: {
  label: string;
  color?: ButtonProps['color'];
  /** Outlined where many forms stand in rows, each with its own button. */
  variant?: ButtonProps['variant'];
}) => {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant={variant}
      color={color}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
    >
      {label}
    </Button>
  );
};
