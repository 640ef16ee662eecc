import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ApprovalEntry } from '@gathering/contract';
import { formatDate } from './labels';

const COLORS = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' } as const;

/** Who was asked to review the document and what each answered. */
export function ApprovalPanel({ emails, approvals }: { emails: string[]; approvals: ApprovalEntry[] }) {
  const asked = emails.filter((e) => !approvals.some((a) => a.email.toLowerCase() === e.toLowerCase()));
  return (
    <Card withBorder padding="lg" component="section" aria-label="Approvals">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Approvals
        </Title>
        {approvals.length === 0 && asked.length === 0 ? (
          <Text c="dimmed" size="sm">
            No approvers yet. Add approver e-mails to the document and save it; each approver receives a link
            to review it.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Approver</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Comments</Table.Th>
                <Table.Th>Decided</Table.Th>
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
                      {a.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{a.comments || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{formatDate(a.decidedAt)}</Table.Td>
                </Table.Tr>
              ))}
              {asked.map((email) => (
                <Table.Tr key={email}>
                  <Table.Td>{email}</Table.Td>
                  <Table.Td>
                    <Badge color="orange" variant="light">
                      PENDING
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
