import { Alert, Button, Paper, Select, Stack } from '@mantine/core';
import { IconArrowBackUp, IconArrowUpRight, IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_TICKET_STATUSES,
  type SupportTicketDetail,
  type SupportTicketStatus,
  type SupportTicketUpdateBody,
} from '@gathering/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import type { SupportScope } from '../api/scope';

export interface TicketActionsProps {
  scope: SupportScope;
  ticket: SupportTicketDetail;
  onUpdate: (body: SupportTicketUpdateBody) => Promise<unknown>;
  pending: boolean;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

/**
 * Status change and escalation. A community administrator hands a ticket to the platform support team and may take
 * it back; the platform team hands an escalated ticket back to the community.
 */
export function TicketActions({ scope, ticket, onUpdate, pending, onSuccess, onError }: TicketActionsProps) {
  const { t } = useTranslation(['support', 'common']);
  const [confirming, setConfirming] = useState<'escalate' | 'handBack' | null>(null);

  async function change(body: SupportTicketUpdateBody, done: string) {
    try {
      await onUpdate(body);
      onSuccess(done);
    } catch (err) {
      onError(errorMessage(err, t('errors.updateStatus')));
    } finally {
      setConfirming(null);
    }
  }

  // Escalating asks first (it brings in another team); taking back one's own escalation does not.
  const escalation =
    scope === 'community'
      ? ticket.escalated
        ? {
            label: t('actions.takeBack'),
            icon: IconArrowBackUp,
            run: () => void change({ escalated: false }, t('actions.handedBack')),
          }
        : { label: t('actions.escalate'), icon: IconArrowUpRight, run: () => setConfirming('escalate') }
      : ticket.escalated
        ? { label: t('actions.handBack'), icon: IconArrowBackUp, run: () => setConfirming('handBack') }
        : null;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Select
          label={t('actions.status')}
          value={ticket.status}
          allowDeselect={false}
          disabled={pending}
          data={SUPPORT_TICKET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => {
            if (!value || value === ticket.status) return;
            const status = value as SupportTicketStatus;
            void change({ status }, t('actions.statusChanged', { status: t(`status.${status}`) }));
          }}
        />
        {ticket.escalated && (
          <Alert variant="light" color="grape" icon={<IconLifebuoy size={16} />} p="xs">
            {t('actions.escalatedNotice')}
          </Alert>
        )}
        {escalation && (
          <Button
            variant="light"
            color="grape"
            leftSection={<escalation.icon size={16} />}
            onClick={escalation.run}
            loading={pending && confirming === null}
            disabled={pending}
            fullWidth
            h="auto"
            py={8}
            // Long labels ("Transmettre à l'assistance de la plateforme") wrap in the narrow column instead of being cut.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {escalation.label}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'handBack' ? t('actions.handBack') : t('actions.escalate')}
        message={confirming === 'handBack' ? t('actions.handBackConfirm') : t('actions.escalateConfirm')}
        confirmLabel={confirming === 'handBack' ? t('actions.handBack') : t('actions.escalate')}
        loading={pending}
        onConfirm={() =>
          void (confirming === 'handBack'
            ? change({ escalated: false }, t('actions.handedBack'))
            : change({ escalated: true }, t('actions.escalated')))
        }
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
