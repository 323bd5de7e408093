/** Password input with the show/hide toggle of spec 2. */
import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useText } from '../i18n/useText';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & { autoComplete?: string };

export const PasswordField = ({ autoComplete = 'current-password', ...props }: PasswordFieldProps) => {
  const translate = useText();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? translate('login.hidePassword') : translate('login.showPassword')}
                onClick={() => setVisible((current) => !current)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
