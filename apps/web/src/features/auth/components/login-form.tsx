import { Anchor, Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

// Spec 001 §5, verbatim. Kept here rather than imported from the contract so the login page's
// initial JavaScript does not carry zod (the contract's schemas).
export const USERNAME_REQUIRED = 'Username is a required field. Please try again!';
export const PASSWORD_REQUIRED = 'Password is a required field. Please try again!';
export const LOGGED_IN = 'User successfully logged in';
const LOGIN_ERROR = 'Login Error';

export function LoginForm() {
  const [credential, setCredential] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ credential?: string; password?: string }>({});
  const toast = useToast();
  const mutation = useLogin();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The credential is checked first, and nothing is sent while either is empty.
    if (!credential.trim()) {
      setErrors({ credential: USERNAME_REQUIRED });
      toast.error(USERNAME_REQUIRED);
      return;
    }
    if (!password) {
      setErrors({ password: PASSWORD_REQUIRED });
      toast.error(PASSWORD_REQUIRED);
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync({ credential: credential.trim(), password });
      toast.success(LOGGED_IN);
    } catch (err) {
      toast.error(errorMessage(err, LOGIN_ERROR));
    }
  }

  return (
    <Card withBorder shadow="sm" padding="xl" radius="md" component="section" aria-labelledby="login-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="login-title">
            Login
          </Title>
          <TextInput
            label="Username or E-mail"
            autoComplete="username"
            value={credential}
            error={errors.credential}
            onChange={(e) => setCredential(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Login
          </Button>
          <Anchor component={Link} to="/reset-request" size="sm" ta="center">
            Forgot Password
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
