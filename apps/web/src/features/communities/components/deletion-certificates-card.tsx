import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadCertificateJson } from '../api/download-certificate-json';
import { useDownloadCertificatePdf } from '../api/download-certificate-pdf';
import { useDeletionCertificates } from '../api/get-deletion-certificates';
import { useDateFormat } from '../../../lib/use-date-format';

/** The deleted communities' certificates, to fetch again (issue 24 item 4); each was also e-mailed at deletion. */
export function DeletionCertificatesCard() {
  const { t } = useTranslation('communities');
  const { dateTime } = useDateFormat();
  const toast = useToast();
  const list = useDeletionCertificates();
  const pdf = useDownloadCertificatePdf();
  const json = useDownloadCertificateJson();
  const fetchFile = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (err) {
      toast.error(errorMessage(err, t('certificates.downloadError')));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="deletion-certificates-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="deletion-certificates-title">
            {t('certificates.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('certificates.explain')}
          </Text>
        </div>
        {list.isPending ? (
          <Loader size="sm" aria-label={t('certificates.loading')} />
        ) : list.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(list.error, t('certificates.loadError'))}
          </Alert>
        ) : list.data.length === 0 ? (
          <Text size="sm">{t('certificates.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table aria-labelledby="deletion-certificates-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('certificates.community')}</Table.Th>
                  <Table.Th>{t('certificates.deletedAt')}</Table.Th>
                  <Table.Th>{t('certificates.files')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.communityName}</Table.Td>
                    <Table.Td>{dateTime(c.deletedAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconDownload size={14} />}
                          aria-label={t('certificates.pdfOf', { name: c.communityName })}
                          onClick={() => void fetchFile(() => pdf.mutateAsync(c.id))}
                        >
                          PDF
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconDownload size={14} />}
                          aria-label={t('certificates.jsonOf', { name: c.communityName })}
                          onClick={() => void fetchFile(() => json.mutateAsync(c.id))}
                        >
                          JSON
                        </Button>
                      </Group>
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
