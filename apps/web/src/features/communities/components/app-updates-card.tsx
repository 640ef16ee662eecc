import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { appUpdateBody, type CommunityDetail } from '@gathering/contract';
import { DatePicker } from '../../../components/date-picker';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useAddAppUpdate } from '../api/add-app-update';
import { issuesToErrors, serverFieldError, type FieldErrors } from './form-errors';

const FIELDS = ['identifier', 'appVersion', 'releaseDate'] as const;
type Field = (typeof FIELDS)[number];

export const ADD_APP_UPDATE_ERROR = 'Error trying to add app update';

/** The app's release history, newest first, and a form to record a new release. */
export function AppUpdatesCard({ community }: { community: CommunityDetail }) {
  const [identifier, setIdentifier] = useState('');
  const [appVersion, setAppVersion] = useState('');
  const [releaseDate, setReleaseDate] = useState<Date | null>(new Date());
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const toast = useToast();
  const mutation = useAddAppUpdate(community.id);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      communityId: community.id,
      identifier: identifier.trim(),
      appVersion: appVersion.trim(),
      releaseDate: releaseDate ? dayjs(releaseDate).format('YYYY-MM-DD') : '',
    };
    const parsed = appUpdateBody.safeParse(body);
    if (!parsed.success) {
      const found = issuesToErrors<Field>(parsed.error);
      if (!body.identifier) found.identifier = 'Please enter an identifier, for example the build number.';
      if (!body.releaseDate) found.releaseDate = 'Please choose the release date.';
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync({
        identifier: body.identifier,
        appVersion: body.appVersion,
        releaseDate: body.releaseDate,
      });
      toast.success(`Version ${body.appVersion} was added.`);
      setIdentifier('');
      setAppVersion('');
    } catch (err) {
      setErrors(serverFieldError(err, FIELDS));
      toast.error(errorMessage(err, ADD_APP_UPDATE_ERROR));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="app-updates-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="app-updates-title">
            App updates
          </Title>
          <Text size="sm" c="dimmed">
            Current version: {community.appVersion ?? 'none yet'}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={400}>
          <Table aria-label="App updates" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Identifier</Table.Th>
                <Table.Th>App version</Table.Th>
                <Table.Th>Release date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {community.updates.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text c="dimmed" ta="center" py="sm">
                      No app updates recorded yet
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                community.updates.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.identifier}</Table.Td>
                    <Table.Td>{u.appVersion}</Table.Td>
                    <Table.Td>{dayjs(u.releaseDate).format('MMM D, YYYY')}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <form onSubmit={submit} noValidate aria-label="Add app update">
          <Group align="flex-start" grow>
            <TextInput
              label="Identifier"
              placeholder="Build 42"
              value={identifier}
              error={errors.identifier}
              onChange={(e) => setIdentifier(e.currentTarget.value)}
            />
            <TextInput
              label="App version"
              placeholder="2.4.1"
              value={appVersion}
              error={errors.appVersion}
              onChange={(e) => setAppVersion(e.currentTarget.value)}
            />
            <DatePicker
              label="Release date"
              value={releaseDate}
              error={errors.releaseDate}
              onChange={setReleaseDate}
            />
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={mutation.isPending}>
              Add update
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
