import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSignIn } from '../../../lib/auth';
import { formErrorsOf, type FormErrors } from '../lib/form-errors';
import { validateCredentials } from '../lib/validate-account';

const noErrors: FormErrors = { fields: {}, form: null };

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const signIn = useSignIn();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = validateCredentials({ email, password });
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: onSignedIn,
        onError: (error) => setErrors(formErrorsOf(error, 'Could not sign in. Please try again.')),
      },
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign in">
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(errors.fields.email)}
        helperText={errors.fields.email}
        required
        fullWidth
        autoFocus
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(errors.fields.password)}
        helperText={errors.fields.password}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </Stack>
  );
}
