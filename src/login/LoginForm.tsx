/**
 * The login form of spec 2 (login screen and add-account modal): Логин, Пароль with show/hide,
 * the offer checkbox with links to the usage rules (by country) and the privacy policy, 'Войти',
 * 'Забыли пароль? Восстановить' and the registration link. Spec 5 texts at the fields; server
 * errors at the field they name, otherwise above the button.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountryCode } from '../../schemas/auth';
import { AccountAlreadyAddedError } from '../../authProvider/errors';
import { t } from '../../texts/login-t';
import { useLoginText } from '../i18n/useLoginText';
import { FormSubmit } from './FormSubmit';
import { OFFER_URLS, PRIVACY_URL } from './country';
import { errorMessage, serverFieldErrors } from '../components/feedback';
import { PasswordField } from './PasswordField';
import { PublicLink } from './PublicLink';
import type { Credentials } from './useSmsSignIn';

export interface LoginFormProps {
  /** Signs in; a rejection is shown at the form. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  country: CountryCode;
  initialLogin?: string;
  /** Shows 'Забыли пароль? Восстановить' when given. */
  onForgot?: () => void;
  /** The registration link (hidden in the add-account modal). */
  showRegistration?: boolean;
}

interface FieldErrors {
  login?: string;
  password?: string;
  offer?: string;
}

/** Server field names (spec 7) to the form's. */
const SERVER_FIELDS: Readonly<Record<string, keyof FieldErrors>> = {
  AUTH_USER: 'login',
  login: 'login',
  AUTH_PW: 'password',
  password: 'password',
};

function validate(login: string, password: string, offer: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (login.trim().length === 0) errors.login = t('login.loginRequired');
  if (password.length === 0) errors.password = t('login.passwordRequired');
  if (!offer) errors.offer = t('login.offerRequired');
  return errors;
}

export const LoginForm = ({ onSubmit, country, initialLogin = '', onForgot, showRegistration = true }: LoginFormProps) => {
  const translate = useLoginText();
  const [login, setLogin] = useState(initialLogin);
  const [password, setPassword] = useState('');
  const [offer, setOffer] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(login, password, offer);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ login: login.trim(), password });
    } catch (error) {
      if (error instanceof AccountAlreadyAddedError) {
        setErrors({ login: error.message });
      } else {
        const fields: FieldErrors = {};
        for (const [name, message] of Object.entries(serverFieldErrors(error))) {
          const field = SERVER_FIELDS[name];
          if (field) fields[field] = message;
        }
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={translate('login.title')}>
      <Stack spacing={2}>
        <TextField
          label={translate('login.login')}
          name="login"
          value={login}
          onChange={(event) => {
            setLogin(event.target.value);
            setErrors((current) => ({ ...current, login: undefined }));
          }}
          error={Boolean(errors.login)}
          helperText={errors.login}
          autoComplete="username"
          autoFocus={initialLogin === ''}
          fullWidth
        />
        <PasswordField
          label={translate('login.password')}
          name="password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password}
          autoFocus={initialLogin !== ''}
          fullWidth
        />
        <FormControl error={Boolean(errors.offer)}>
          <FormControlLabel
            control={
              <Checkbox
                name="offer"
                checked={offer}
                onChange={(event) => {
                  setOffer(event.target.checked);
                  setErrors((current) => ({ ...current, offer: undefined }));
                }}
              />
            }
            label={
              <Typography variant="body2">
                {translate('login.offerPrefix')}{' '}
                <MuiLink href={OFFER_URLS[country]} target="_blank" rel="noopener noreferrer">
                  {translate('login.offerRules')}
                </MuiLink>{' '}
                {translate('login.offerAnd')}{' '}
                <MuiLink href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
                  {translate('login.offerPrivacy')}
                </MuiLink>
              </Typography>
            }
          />
          {errors.offer ? <FormHelperText>{errors.offer}</FormHelperText> : null}
        </FormControl>
        <FormSubmit label={translate('login.submit')} busy={busy} error={formError} />
        {onForgot ? (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {translate('login.forgot')}{' '}
            <MuiLink component="button" type="button" variant="body2" onClick={onForgot}>
              {translate('login.restore')}
            </MuiLink>
          </Typography>
        ) : null}
        {showRegistration ? (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <PublicLink to="/registration">{translate('login.register')}</PublicLink>
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
};
