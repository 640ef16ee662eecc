import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app until the first current-user fetch completes (spec 000 §2). */
export function LoadingScreen({ label }: { label?: string }) {
  // Shown while the common catalogue itself may still be on its way: i18next then answers the key's
  // default (English) text instead of suspending.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center h="100vh" role="status" aria-label={label ?? t('shell.loadingApp', 'Loading Gathering')}>
      <Stack align="center" gap="sm">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('states.loading', 'Loading…')}
        </Text>
      </Stack>
    </Center>
  );
}

/** The placeholder of a lazily loaded screen while its code arrives. */
export function RouteLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center py="xl" role="status" aria-label={t('shell.loadingPage', 'Loading page')}>
      <Loader size="sm" />
    </Center>
  );
}
