import {
  Anchor,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { capSourceBody, type CapSource, type CapSourceBody } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useDateFormat } from '../../../lib/use-date-format';
import { useAddSource, usePollSource, useRemoveSource } from '../api/cap-api';

/** The CAP feeds the community relays from: their last check (and why it failed), check now, remove, add. */
export function SourcesCard({ sources, hasArea }: { sources: CapSource[]; hasArea: boolean }) {
  const { t } = useTranslation('cap');
  const toast = useToast();
  const { dateTime } = useDateFormat();
  const add = useAddSource();
  const poll = usePollSource();
  const remove = useRemoveSource();
  const form = useForm<CapSourceBody>({
    mode: 'controlled',
    initialValues: { name: '', url: '' },
    validate: zod4Resolver(capSourceBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
      toast.success(t('sources.added'));
    } catch (err) {
      applyServerError(form, err, (message) => toast.error(message || t('sources.failed')));
    }
  });
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err, t('sources.failed')));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cap-sources-title">
      <Stack>
        <Title order={2} size="h4" id="cap-sources-title">
          {t('sources.title')}
        </Title>
        <Text size="sm">{t('sources.explain')}</Text>
        {sources.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sources.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sources.name')}</Table.Th>
                  <Table.Th>{t('sources.lastCheck')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('sources.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sources.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {s.name}
                      </Text>
                      <Anchor
                        href={s.url}
                        size="xs"
                        target="_blank"
                        rel="noreferrer"
                        style={{ wordBreak: 'break-all' }}
                      >
                        {s.url}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{dateTime(s.polledAt, t('sources.never'))}</Text>
                      {s.error && (
                        <Text size="xs" c="red.8">
                          {s.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          loading={poll.isPending && poll.variables === s.id}
                          aria-label={t('sources.checkNamed', { name: s.name })}
                          onClick={() => void act(() => poll.mutateAsync(s.id), t('sources.checked'))}
                        >
                          {t('sources.check')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('sources.removeNamed', { name: s.name })}
                          onClick={() => void act(() => remove.mutateAsync(s.id), t('sources.removed'))}
                        >
                          {t('sources.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('sources.add')}
            </Title>
            {!hasArea && (
              <Text size="sm" c="dimmed">
                {t('sources.areaFirst')}
              </Text>
            )}
            <Group align="flex-start" grow wrap="wrap">
              <TextInput label={t('sources.name')} required {...form.getInputProps('name')} />
              <TextInput
                label={t('sources.url')}
                description={t('sources.urlHelp')}
                placeholder="https://"
                required
                {...form.getInputProps('url')}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={!hasArea}>
                {t('sources.addButton')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
