import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore, type SessionStore } from '../lib/session';

/**
 * Shown instead of the console when it opened without a link (the service worker's cached shell, a reload while
 * offline; issue 21): in the person's language, and gone by itself once the link is back.
 */
export function OfflinePage({ store = sessionStore }: { store?: SessionStore }) {
  const { t } = useTranslation('common');
  const title = t('connection.offlinePageTitle');
  useEffect(() => {
    document.title = `${title} · Gathering`;
    const retry = () => void store.load();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [store, title]);
  return (
    <Center component="main" mih="100vh" p="lg">
      <Stack align="center" gap="md" maw={480} ta="center">
        <IconCloudOff size={48} aria-hidden />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{t('connection.offlinePageText')}</Text>
        <Button onClick={() => void store.load()}>{t('actions.retry')}</Button>
      </Stack>
    </Center>
  );
}
