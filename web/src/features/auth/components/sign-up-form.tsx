import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useRegister, type RegisterInput } from '../../../lib/auth';
import { formErrorsOf, type FormErrors } from '../lib/form-errors';
import { MIN_PASSWORD_LENGTH, validateCredentials, type AccountField } from '../lib/validate-account';

const noErrors: FormErrors = { fields: {}, form: null };
type Values = Record<AccountField, string>;
const empty: Values = { firstName: '', lastName: '', username: '', email: '', password: '' };

/** Optional fields are left out of the request when blank. */
function toRegisterInput(values: Values): RegisterInput {
  const input: RegisterInput = { email: values.email.trim(), password: values.password };
  for (const key of ['firstName', 'lastName', 'username'] as const) {
    const value = values[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const register = useRegister();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = validateCredentials(values);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) return;
    register.mutate(toRegisterInput(values), {
      onSuccess: onSignedUp,
      onError: (error) => setErrors(formErrorsOf(error, 'Could not create your account. Please try again.')),
    });
  }

  function field(name: AccountField) {
    return {
      name,
      value: values[name],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
      error: Boolean(errors.fields[name]),
      helperText: errors.fields[name],
      fullWidth: true,
    };
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Create account">
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} autoFocus />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </Stack>
      <TextField label="Username (optional)" autoComplete="username" {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
        helperText={errors.fields.password ?? `At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </Stack>
  );
}
