import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

/** Offers back what was typed in this form on an earlier visit and not saved (lib/kept-drafts.ts). */
export function KeptDraftBanner({
  keptAt,
  note,
  onRestore,
  onDiscard,
}: {
  keptAt: number;
  /** What the form adds (the item was saved again since the draft was kept). */
  note?: ReactNode;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      icon={<IconDeviceFloppy size={18} />}
      title={t('keptDraft.title')}
      role="region"
      aria-label={t('keptDraft.title')}
    >
      <Text size="sm">{t('keptDraft.text', { time: formatDateTime(new Date(keptAt)) })}</Text>
      {note && (
        <Text size="sm" mt="xs">
          {note}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onRestore}>
          {t('keptDraft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('keptDraft.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
