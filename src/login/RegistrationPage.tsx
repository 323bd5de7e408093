/**
 * Park registration (auth frame): park name, country, owner name, login, e-mail, phone (mask of
 * the country), password and its repeat. Client checks with ru.registration texts; the server's
 * field errors are shown at their fields. Success: to /login with ru.registration.done.
 */
import { useState, type FormEvent } from 'react';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CountryCodeSchema, RegistrationRequestSchema, type CountryCode, type RegistrationRequest } from '../../schemas/auth';
import { register } from '../../authProvider';
import { useLoginText } from '../i18n/useLoginText';
import { FormSubmit } from './FormSubmit';
import { AuthScreen } from './AuthScreen';
import { navigatorCountryLookup, type CountryLookup } from './country';
import { useDetectedCountry } from './useDetectedCountry';
import { errorMessage, serverFieldErrors } from '../components/feedback';
import { PasswordField } from './PasswordField';
import { isPhoneComplete, phoneE164 } from './phone';
import { PhoneField } from './PhoneField';
import { PublicLink } from './PublicLink';
import { usePublicNavigation } from './publicNavigation';

type Field = 'park_name' | 'country_code' | 'name' | 'login' | 'email' | 'phone' | 'password' | 'password_repeat';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['park_name', 'country_code', 'name', 'login', 'email', 'phone', 'password', 'password_repeat'];
const COUNTRY_OPTIONS: readonly CountryCode[] = [2, 3, 4];

function isField(name: string): name is Field {
  return (FIELDS as readonly string[]).includes(name);
}

export interface RegistrationPageProps {
  countryLookup?: CountryLookup;
  /** The registration call (the application's by default). */
  submit?: typeof register;
}

export const RegistrationPage = ({ countryLookup = navigatorCountryLookup, submit = register }: RegistrationPageProps) => {
  const translate = useLoginText();
  const { go, notify } = usePublicNavigation();
  const [parkName, setParkName] = useState('');
  const [country, setCountry] = useDetectedCountry(countryLookup);
  const [name, setName] = useState('');
  const [login, setLogin] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const validate = (request: RegistrationRequest): Errors => {
    const found: Errors = {};
    const parsed = RegistrationRequestSchema.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (isField(field)) found[field] ??= issue.message;
      }
    }
    if (!isPhoneComplete(country, phone)) found.phone = translate('recovery.phoneInvalid');
    if (repeat !== password) found.password_repeat = translate('registration.passwordMismatch');
    const required: [Field, string][] = [
      ['park_name', parkName],
      ['name', name],
      ['login', login],
      ['email', email],
      ['phone', phone],
      ['password', password],
      ['password_repeat', repeat],
    ];
    for (const [field, value] of required) {
      if (value.trim().length === 0) found[field] = translate('registration.required');
    }
    return found;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const request: RegistrationRequest = {
      park_name: parkName.trim(),
      country_code: country,
      name: name.trim(),
      login: login.trim(),
      email: email.trim().toLowerCase(),
      phone: phoneE164(country, phone),
      password,
    };
    const found = validate(request);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await submit(request);
      notify(translate('registration.done'));
      go('/login');
    } catch (error) {
      const fields: Errors = {};
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (isField(field)) fields[field] = message;
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, label: string, value: string, onChange: (value: string) => void, autoComplete: string) => (
    <TextField
      label={label}
      name={field}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        clear(field);
      }}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      autoComplete={autoComplete}
      fullWidth
    />
  );

  return (
    <AuthScreen title={translate('registration.title')}>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label={translate('registration.title')}>
        <Stack spacing={2}>
          {text('park_name', translate('registration.parkName'), parkName, setParkName, 'organization')}
          <TextField
            select
            label={translate('registration.country')}
            name="country_code"
            value={country}
            onChange={(event) => {
              const parsed = CountryCodeSchema.safeParse(Number(event.target.value));
              if (parsed.success) {
                setCountry(parsed.data);
                setPhone('');
                clear('country_code');
              }
            }}
            error={Boolean(errors.country_code)}
            helperText={errors.country_code}
            fullWidth
          >
            {COUNTRY_OPTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`countries.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          {text('name', translate('registration.ownerName'), name, setName, 'name')}
          {text('login', translate('registration.login'), login, setLogin, 'username')}
          {text('email', translate('registration.email'), email, setEmail, 'email')}
          <PhoneField
            label={translate('registration.phone')}
            name="phone"
            country={country}
            digits={phone}
            onDigitsChange={(digits) => {
              setPhone(digits);
              clear('phone');
            }}
            error={errors.phone}
          />
          <PasswordField
            label={translate('registration.password')}
            name="password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clear('password');
            }}
            error={Boolean(errors.password)}
            helperText={errors.password}
            autoComplete="new-password"
            fullWidth
          />
          <PasswordField
            label={translate('registration.passwordRepeat')}
            name="password_repeat"
            value={repeat}
            onChange={(event) => {
              setRepeat(event.target.value);
              clear('password_repeat');
            }}
            error={Boolean(errors.password_repeat)}
            helperText={errors.password_repeat}
            autoComplete="new-password"
            fullWidth
          />
          <FormSubmit label={translate('registration.submit')} busy={busy} error={formError} />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            <PublicLink to="/login">{translate('registration.haveAccount')}</PublicLink>
          </Typography>
        </Stack>
      </Box>
    </AuthScreen>
  );
};
