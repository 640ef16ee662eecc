import { Alert, Anchor, Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';
import { Link } from 'react-router';
import { useToast } from '../../../components/toasts';
import { loginBody, loginProblems } from '../../../core/login';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/**
 * The one form not on @mantine/form + zod: the login page must stay within 200 KB gzipped (bench:bundle), and
 * measured, zod with its resolver adds ~29 KB and @mantine/form alone ~6 KB to it. The rules are the core's
 * (core/login.ts, the contract's loginBody written out), the same as the login page drawn before the console.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [credential, setCredential] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ credential?: string; password?: string }>({});
  // The server's refusal (wrong password, locked account) stays beside the form until the next try: the toast
  // fades after a few seconds, before everyone has read it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const toast = useToast();
  // Errors stay until dismissed, except here: the same words stay beside the form (or on the field) anyway.
  const besideTheForm = { autoDismiss: true };
  const mutation = useLogin();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    // Nothing is sent while either is empty. Each empty field is marked; the notification names the credential
    // first, as the spec checks it first.
    const problems = loginProblems(credential, password);
    const missing = {
      credential: problems?.credential && t(`login.${problems.credential}`),
      password: problems?.password && t(`login.${problems.password}`),
    };
    setErrors(missing);
    if (problems) {
      toast.error((missing.credential ?? missing.password)!, besideTheForm);
      return;
    }
    try {
      await mutation.mutateAsync(loginBody(credential, password));
      // In the account's language, which the sign-in has just taken: this render's `t` has the page's.
      toast.success(i18n.t('auth:login.loggedIn'));
    } catch (err) {
      const message = errorMessage(err, t('login.error'));
      setRefusal(message);
      toast.error(message, besideTheForm);
    }
  }

  return (
    <Card withBorder shadow="sm" padding="xl" radius="md" component="section" aria-labelledby="login-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="login-title">
            {t('login.title')}
          </Title>
          {refusal && (
            <Alert color="red" variant="light" role="alert" data-testid="login-refusal">
              {refusal}
            </Alert>
          )}
          <TextInput
            label={t('login.credential')}
            autoComplete="username"
            value={credential}
            error={errors.credential}
            onChange={(e) => setCredential(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/reset-request" reloadDocument size="sm" ta="center">
            {t('login.forgot')}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
