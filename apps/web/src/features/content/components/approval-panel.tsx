import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalEntry } from '@gathering/contract';
import { dateTimeOrDash } from './labels';

const COLORS = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' } as const;

/** Who was asked to review the document and what each answered. */
export function ApprovalPanel({ emails, approvals }: { emails: string[]; approvals: ApprovalEntry[] }) {
  const { t } = useTranslation('content');
  const asked = emails.filter((e) => !approvals.some((a) => a.email.toLowerCase() === e.toLowerCase()));
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('approvals.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('approvals.title')}
        </Title>
        {approvals.length === 0 && asked.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('approvals.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('approvals.approver')}</Table.Th>
                <Table.Th>{t('approvals.status')}</Table.Th>
                <Table.Th>{t('approvals.comments')}</Table.Th>
                <Table.Th>{t('approvals.decided')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {approvals.map((a) => (
                <Table.Tr key={a.id} data-testid="approval-row">
                  <Table.Td>
                    <Text size="sm">{a.user}</Text>
                    {a.user !== a.email && (
                      <Text size="xs" c="dimmed">
                        {a.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[a.status]} variant="light">
                      {t(`approvalStatus.${a.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{a.comments || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{dateTimeOrDash(a.decidedAt)}</Table.Td>
                </Table.Tr>
              ))}
              {asked.map((email) => (
                <Table.Tr key={email}>
                  <Table.Td>{email}</Table.Td>
                  <Table.Td>
                    <Badge color="orange" variant="light">
                      {t('approvalStatus.PENDING')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text c="dimmed">—</Text>
                  </Table.Td>
                  <Table.Td>—</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
