import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CascadeProvider, CascadeProviderBody } from '@gathering/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useOrderCascadeProviders } from '../api/order-providers';
import { useRemoveCascadeProvider } from '../api/remove-provider';
import { useSaveCascadeProvider } from '../api/save-provider';
import { ProviderDialog } from './provider-dialog';

/**
 * The providers in failover order: each moved up or down by its buttons (the focus stays on the one pressed, and
 * the new position is announced), edited in a dialog, or removed after a question.
 */
export function ProvidersPanel({ providers }: { providers: CascadeProvider[] }) {
  const { t } = useTranslation(['alert-cascade', 'common']);
  const toast = useToast();
  const save = useSaveCascadeProvider();
  const remove = useRemoveCascadeProvider();
  const order = useOrderCascadeProviders();
  const [editing, setEditing] = useState<CascadeProvider | 'new' | null>(null);
  const [removing, setRemoving] = useState<CascadeProvider | null>(null);
  const [moved, setMoved] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // The button to focus once the list is drawn in its new order: the saved order reaches the list on React's next
  // render, which may come before or after the save's answer is handled here (a slow machine showed both).
  const [focusAfter, setFocusAfter] = useState<{ order: string; button: string } | null>(null);
  useEffect(() => {
    if (!focusAfter || providers.map((p) => p.id).join() !== focusAfter.order) return;
    buttons.current.get(focusAfter.button)?.focus();
    setFocusAfter(null);
  }, [providers, focusAfter]);

  async function move(index: number, by: -1 | 1) {
    const ids = providers.map((p) => p.id);
    const to = index + by;
    [ids[index], ids[to]] = [ids[to], ids[index]];
    const provider = providers[index];
    try {
      await order.mutateAsync(ids);
      setMoved(t('providers.moved', { name: provider.name, position: to + 1 }));
      // The same button, unless the move took the provider to that end of the list (it is disabled there): the other.
      const atEnd = by === 1 ? to === ids.length - 1 : to === 0;
      setFocusAfter({ order: ids.join(), button: `${provider.id}:${atEnd ? -by : by}` });
    } catch (err) {
      toast.error(errorMessage(err, t('errors.update')));
    }
  }

  async function saveProvider(body: CascadeProviderBody) {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ id, body });
    setEditing(null);
    toast.success(t('providers.saved'));
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t('providers.removed'));
    } catch (err) {
      toast.error(errorMessage(err, t('errors.update')));
    }
    setRemoving(null);
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t('providers.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('providers.add')}
        </Button>
      </Group>
      {providers.length === 0 ? (
        <Alert color="yellow">{t('providers.empty')}</Alert>
      ) : (
        <Stack component="ol" aria-label={t('providers.listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
          {providers.map((p, i) => (
            <Card component="li" key={p.id} withBorder padding="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={700}>
                      {t('providers.position', { position: i + 1 })} {p.name}
                    </Text>
                    <Badge variant="light">{t(`providers.kinds.${p.kind}`)}</Badge>
                    {!p.enabled && (
                      <Badge variant="light" color="gray">
                        {t('providers.disabled')}
                      </Badge>
                    )}
                    <Badge variant="light" color={p.hasSecret ? 'green' : 'red'}>
                      {p.hasSecret ? t('providers.secretSet') : t('providers.secretMissing')}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {t('providers.senders', { count: p.senders.length })}:{' '}
                    {p.senders.map((s) => s.address).join(', ')}
                  </Text>
                  {p.kind === 'TWILIO' && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('providers.callbackBase')}: <Code>{p.callbackBase}</Code>
                      <br />
                      <Text span size="xs" c="dimmed">
                        {t('providers.callbackHelp')}
                      </Text>
                    </Text>
                  )}
                </Stack>
                <Group gap={4}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('providers.moveUp', { name: p.name })}
                    disabled={i === 0 || order.isPending}
                    ref={(el) => void buttons.current.set(`${p.id}:-1`, el)}
                    onClick={() => void move(i, -1)}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('providers.moveDown', { name: p.name })}
                    disabled={i === providers.length - 1 || order.isPending}
                    ref={(el) => void buttons.current.set(`${p.id}:1`, el)}
                    onClick={() => void move(i, 1)}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('providers.edit', { name: p.name })}
                    onClick={() => setEditing(p)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    size="lg"
                    aria-label={t('providers.remove', { name: p.name })}
                    onClick={() => setRemoving(p)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <VisuallyHidden aria-live="polite">{moved}</VisuallyHidden>
      {editing && (
        <ProviderDialog
          provider={editing === 'new' ? null : editing}
          onSave={saveProvider}
          onClose={() => setEditing(null)}
          onOtherError={(message) => toast.error(message || t('errors.update'))}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('providers.removeTitle')}
        message={t('providers.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('common:actions.remove')}
        danger
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
