import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { connectionStore, useConnection, type ConnectionStore } from '../../lib/connection';
import classes from './connection-status.module.css';

/**
 * The console's word on its link and its code (issue 21), on every screen: offline, changes not saved yet (being
 * sent again), and a new version ready with a "Reload" the person chooses (never a silent swap under a form). At the
 * bottom left: toasts take the bottom centre, and the page's header stays uncovered.
 */
export function ConnectionStatus({ store = connectionStore }: { store?: ConnectionStore }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const { offline, pendingSaves: retried, updateReady } = useConnection(store);
  // Offline, TanStack Query holds a change back (paused) and sends it once the browser is online again; a change
  // whose request the network lost is sent again by the API client. Both are saves not made yet.
  const paused = useMutationState({ filters: { predicate: (m) => m.state.isPaused } }).length;
  const pendingSaves = retried + paused;
  return (
    <div className={classes.root}>
      {/* Live regions exist before their words change, so screen readers announce the change. */}
      <div role="status">
        {(offline || pendingSaves > 0) && (
          <Paper withBorder shadow="sm" p="sm" className={classes.card}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconCloudOff size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
              <Stack gap={2}>
                {pendingSaves > 0 && (
                  <Text size="sm" fw={600}>
                    {t('connection.notSaved', 'Not saved yet — retrying')}
                  </Text>
                )}
                {pendingSaves > 0 && (
                  <Text size="sm">{t('connection.notSavedHint', { count: pendingSaves })}</Text>
                )}
                {offline && <Text size="sm">{t('connection.offline')}</Text>}
              </Stack>
            </Group>
          </Paper>
        )}
      </div>
      <div role="status">
        {updateReady && (
          <Paper withBorder shadow="sm" p="sm" className={classes.card}>
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm">{t('connection.updateReady')}</Text>
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => store.applyUpdate()}
              >
                {t('connection.reload')}
              </Button>
            </Group>
          </Paper>
        )}
      </div>
    </div>
  );
}
