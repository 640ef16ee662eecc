import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { appUpdateBody, type CommunityDetail } from '@gathering/contract';
import { DatePicker } from '../../../components/date-picker';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useAddAppUpdate } from '../api/add-app-update';
import { useDateFormat } from '../../../lib/use-date-format';

type Values = {
  identifier: string;
  appVersion: string;
  releaseDate: Date | null;
};

const validateBody = zod4Resolver(appUpdateBody);
const bodyOf = (communityId: string, v: Values) => ({
  communityId,
  identifier: v.identifier.trim(),
  appVersion: v.appVersion.trim(),
  releaseDate: v.releaseDate ? dayjs(v.releaseDate).format('YYYY-MM-DD') : '',
});

/** The app's release history, newest first, and a form to record a new release. */
export function AppUpdatesCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const { date } = useDateFormat();
  const toast = useToast();
  const mutation = useAddAppUpdate(community.id);
  const form = useForm<Values>({
    initialValues: { identifier: '', appVersion: '', releaseDate: new Date() },
    validate: (values) => {
      const body = bodyOf(community.id, values);
      // The contract's rules, with the two sentences this form words more helpfully than "required".
      const errors = validateBody(body);
      if (!body.identifier) errors.identifier = t('updates.identifierRequired');
      if (!body.releaseDate) errors.releaseDate = t('updates.releaseDateRequired');
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { communityId: _c, ...body } = bodyOf(community.id, values);
    try {
      await mutation.mutateAsync(body);
      toast.success(t('updates.added', { version: body.appVersion }));
      form.setValues({ identifier: '', appVersion: '' });
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('updates.error'))));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="app-updates-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="app-updates-title">
            {t('updates.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('updates.current', { version: community.appVersion ?? t('updates.noVersion') })}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={400}>
          <Table aria-label={t('updates.title')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('updates.identifier')}</Table.Th>
                <Table.Th>{t('updates.appVersion')}</Table.Th>
                <Table.Th>{t('updates.releaseDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {community.updates.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text c="dimmed" ta="center" py="sm">
                      {t('updates.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                community.updates.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.identifier}</Table.Td>
                    <Table.Td>{u.appVersion}</Table.Td>
                    <Table.Td>{date(`${u.releaseDate}T12:00:00`)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <form onSubmit={submit} noValidate aria-label={t('updates.form')}>
          <Group align="flex-start" grow>
            <TextInput
              label={t('updates.identifier')}
              placeholder="Build 42"
              {...form.getInputProps('identifier')}
            />
            <TextInput
              label={t('updates.appVersion')}
              placeholder="2.4.1"
              {...form.getInputProps('appVersion')}
            />
            <DatePicker
              label={t('updates.releaseDate')}
              value={form.getValues().releaseDate}
              error={form.errors.releaseDate}
              onChange={(d) => form.setFieldValue('releaseDate', d)}
            />
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={mutation.isPending}>
              {t('updates.submit')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
