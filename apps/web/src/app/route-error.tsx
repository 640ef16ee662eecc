import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen whose code failed to load (a new version was deployed meanwhile) or crashed. */
export function RouteError() {
  const error = useRouteError();
  // No suspending here: this screen must show even when the failure was loading a catalogue.
  const { t } = useTranslation('common', { useSuspense: false });
  console.error(error);
  return (
    <Center h="100vh" p="md">
      <Stack align="center" role="alert">
        <Title order={2}>{t('shell.routeErrorTitle', 'Something went wrong')}</Title>
        <Text c="dimmed">
          {t('shell.routeErrorText', 'This page could not be shown. Reloading usually fixes it.')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('shell.reload', 'Reload')}</Button>
      </Stack>
    </Center>
  );
}
