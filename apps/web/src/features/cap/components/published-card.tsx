import { Anchor, Badge, Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CapPublished, CapSettings } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { useFollowUp } from '../api/cap-api';

/** Update or cancel a current alert: opens a draft with its texts, sent through the usual review. */
function FollowUp({ doc }: { doc: CapPublished }) {
  const { t } = useTranslation('cap');
  const toast = useToast();
  const navigate = useNavigate();
  const followUp = useFollowUp();
  const name = doc.title ?? doc.identifier;
  const open = async (msgType: 'Update' | 'Cancel') => {
    try {
      const draft = await followUp.mutateAsync({ id: doc.notificationId!, msgType });
      void navigate(`/admin/notifications/${draft.notificationId}/edit`);
    } catch (err) {
      toast.error(errorMessage(err, t('published.followUpFailed')));
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        aria-label={t('published.updateNamed', { name })}
        onClick={() => void open('Update')}
      >
        {t('published.update')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={t('published.cancelNamed', { name })}
        onClick={() => void open('Cancel')}
      >
        {t('published.cancel')}
      </Button>
    </Group>
  );
}

/** What partners read: the feed's and the certificate's addresses, and every document published, newest first. */
export function PublishedCard({ settings, published }: { settings: CapSettings; published: CapPublished[] }) {
  const { t } = useTranslation('cap');
  const { dateTime } = useDateFormat();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cap-published-title">
      <Stack>
        <Title order={2} size="h4" id="cap-published-title">
          {t('published.title')}
        </Title>
        <Text size="sm">{t('published.explain')}</Text>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('published.feed')}
          </Text>
          <Code data-testid="cap-feed-url" style={{ wordBreak: 'break-all' }}>
            {settings.feedUrl}
          </Code>
          {settings.sign && (
            <Anchor href={settings.certificateUrl} size="sm" target="_blank" rel="noreferrer">
              {t('published.certificate')}
            </Anchor>
          )}
        </Stack>
        {published.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('published.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('published.alert')}</Table.Th>
                  <Table.Th>{t('published.sent')}</Table.Th>
                  <Table.Th>{t('published.document')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {published.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Text size="sm">{d.title ?? d.identifier}</Text>
                      <Group gap={4}>
                        <Badge size="xs" variant="light">
                          {t(`proposals.msgType.${d.msgType}`, { defaultValue: d.msgType })}
                        </Badge>
                        {d.current && (
                          <Badge size="xs" color="green">
                            {t('published.current')}
                          </Badge>
                        )}
                        {d.signed && (
                          <Badge size="xs" variant="outline">
                            {t('published.signed')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{dateTime(d.sent)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Anchor href={d.url} size="sm" target="_blank" rel="noreferrer">
                          {t('published.xml')}
                        </Anchor>
                        {d.current && d.notificationId && <FollowUp doc={d} />}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
