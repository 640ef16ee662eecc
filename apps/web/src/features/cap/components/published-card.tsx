import { Anchor, Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CapPublished, CapSettings } from '@gathering/contract';
import { useDateFormat } from '../../../lib/use-date-format';

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
                      <Anchor href={d.url} size="sm" target="_blank" rel="noreferrer">
                        {t('published.xml')}
                      </Anchor>
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
