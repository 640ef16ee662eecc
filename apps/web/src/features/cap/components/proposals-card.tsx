import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CapProposal, CapText } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { useDismissProposal, useReviewProposal } from '../api/cap-api';

/** The proposal's words in the reader's language when the alert has it ("fr-CA" for "fr"), else its first. */
export function textIn(texts: CapText[], language: string): CapText | undefined {
  const lang = language.slice(0, 2).toLowerCase();
  return texts.find((x) => x.language.toLowerCase().startsWith(lang)) ?? texts[0];
}

/**
 * Alerts received for the community's area, waiting for an administrator: "Review and send" opens the draft alert
 * (texts filled in) in the usual compose screen, whose send is the review; "Dismiss" sends nothing.
 */
export function ProposalsCard({ proposals }: { proposals: CapProposal[] }) {
  const { t, i18n } = useTranslation('cap');
  const toast = useToast();
  const navigate = useNavigate();
  const { dateTime } = useDateFormat();
  const review = useReviewProposal();
  const dismiss = useDismissProposal();

  async function open(p: CapProposal) {
    try {
      const draft = p.notificationId ? { notificationId: p.notificationId } : await review.mutateAsync(p.id);
      void navigate(`/admin/notifications/${draft.notificationId}/edit`);
    } catch (err) {
      toast.error(errorMessage(err, t('proposals.failed')));
    }
  }
  async function setAside(p: CapProposal) {
    try {
      await dismiss.mutateAsync(p.id);
      toast.success(t('proposals.dismissed'));
    } catch (err) {
      toast.error(errorMessage(err, t('proposals.failed')));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cap-proposals-title">
      <Stack>
        <Title order={2} size="h4" id="cap-proposals-title">
          {t('proposals.title')}
        </Title>
        {proposals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('proposals.none')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {proposals.map((p) => {
              const text = textIn(p.texts, i18n.language);
              const headline = text?.headline ?? p.identifier;
              return (
                <Card key={p.id} withBorder padding="sm" component="li" data-testid="cap-proposal">
                  <Stack gap={4}>
                    <Group gap="xs">
                      <Badge color={p.state === 'IN_REVIEW' ? 'blue' : 'orange'}>
                        {t(`proposals.state.${p.state}`)}
                      </Badge>
                      {p.msgType !== 'Alert' && (
                        <Badge variant="light">{t(`proposals.msgType.${p.msgType}`)}</Badge>
                      )}
                      {p.eventCode && <Badge variant="outline">{p.eventCode}</Badge>}
                    </Group>
                    <Title order={3} size="h5">
                      {headline}
                    </Title>
                    {text?.description && (
                      <Text size="sm" lineClamp={3}>
                        {text.description}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('proposals.from', {
                        source: p.sourceName ?? p.sender,
                        date: dateTime(p.receivedAt),
                      })}
                      {p.link && (
                        <>
                          {' · '}
                          <Anchor href={p.link} target="_blank" rel="noreferrer" size="xs">
                            {t('proposals.original')}
                          </Anchor>
                        </>
                      )}
                    </Text>
                    <Group gap="xs" justify="flex-end">
                      {p.state === 'PROPOSED' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="gray"
                          aria-label={t('proposals.dismissNamed', { headline })}
                          onClick={() => void setAside(p)}
                        >
                          {t('proposals.dismiss')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        loading={review.isPending && review.variables === p.id}
                        aria-label={t('proposals.reviewNamed', { headline })}
                        onClick={() => void open(p)}
                      >
                        {p.state === 'IN_REVIEW' ? t('proposals.openDraft') : t('proposals.review')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
