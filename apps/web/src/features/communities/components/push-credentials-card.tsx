import {
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { apnCredentialsBody, gcmCredentialsBody, type CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSetApnCredentials } from '../api/set-apn-credentials';
import { useSetGcmCredentials } from '../api/set-gcm-credentials';
import { issuesToErrors, serverFieldError, type FieldErrors } from './form-errors';

export const PUSH_CREDENTIALS_ERROR = 'Error trying to update push credentials';

const changed = (at: string | null) => (at ? dayjs(at).format('MMM D, YYYY h:mm A') : null);

function SetBadge({ isSet }: { isSet: boolean }) {
  return (
    <Badge color={isSet ? 'green' : 'gray'} variant="light">
      {isSet ? 'Set' : 'Not set'}
    </Badge>
  );
}

/** A file picker that puts the chosen file's text into the form, so a key can be uploaded or pasted. */
function KeyFileInput({
  label,
  accept,
  onText,
}: {
  label: string;
  accept: string;
  onText: (text: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label={label}
      placeholder="Choose a file"
      accept={accept}
      clearable
      leftSection={<IconUpload size={16} />}
      value={file}
      onChange={async (chosen) => {
        setFile(chosen);
        if (chosen) onText(await chosen.text());
      }}
    />
  );
}

type ApnField = 'apn' | 'apn_key_id' | 'apn_team_id';

export function ApnCredentialsForm({ community }: { community: CommunityDetail }) {
  const status = community.push.apn;
  const [apn, setApn] = useState('');
  const [keyId, setKeyId] = useState(status.keyId ?? '');
  const [teamId, setTeamId] = useState(status.teamId ?? '');
  // Bumped after a save, so the file picker forgets the file along with the key text.
  const [saved, setSaved] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<ApnField>>({});
  const toast = useToast();
  const mutation = useSetApnCredentials(community.id);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = apnCredentialsBody.safeParse({
      apn,
      apn_key_id: keyId.trim(),
      apn_team_id: teamId.trim(),
    });
    if (!parsed.success) {
      setErrors(issuesToErrors<ApnField>(parsed.error));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success('The APN credentials were saved.');
      setApn('');
      setSaved((n) => n + 1);
    } catch (err) {
      setErrors(serverFieldError(err, ['apn', 'apn_key_id', 'apn_team_id'] as const));
      toast.error(errorMessage(err, PUSH_CREDENTIALS_ERROR));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="APN credentials">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBrandApple size={20} />
            <Text fw={600}>Apple (APN)</Text>
          </Group>
          <SetBadge isSet={status.isSet} />
        </Group>
        <Text size="sm" c="dimmed" data-testid="apn-status">
          {status.isSet
            ? `Key id ${status.keyId ?? '—'} · team id ${status.teamId ?? '—'} · last changed ${changed(status.updatedAt) ?? '—'}`
            : 'No APN key yet: iPhones of this community get no push notifications.'}
        </Text>
        <KeyFileInput key={saved} label="APN key file (.p8)" accept=".p8,text/plain" onText={setApn} />
        <Textarea
          label="Or paste the key"
          placeholder="-----BEGIN PRIVATE KEY-----"
          autosize
          minRows={3}
          maxRows={8}
          value={apn}
          error={errors.apn}
          onChange={(e) => setApn(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Key id"
            placeholder="ABC123DEFG"
            value={keyId}
            error={errors.apn_key_id}
            onChange={(e) => setKeyId(e.currentTarget.value.toUpperCase())}
          />
          <TextInput
            label="Team id"
            placeholder="DEF123GHIJ"
            value={teamId}
            error={errors.apn_team_id}
            onChange={(e) => setTeamId(e.currentTarget.value.toUpperCase())}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={mutation.isPending}
            aria-label={status.isSet ? 'Replace APN key' : 'Set APN key'}
          >
            {status.isSet ? 'Replace' : 'Set'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GcmCredentialsForm({ community }: { community: CommunityDetail }) {
  const status = community.push.gcm;
  const [gcm, setGcm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(0);
  const toast = useToast();
  const mutation = useSetGcmCredentials(community.id);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = gcmCredentialsBody.safeParse({ gcm });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success('The FCM credentials were saved.');
      setGcm('');
      setSaved((n) => n + 1);
    } catch (err) {
      setError(serverFieldError(err, ['gcm'] as const).gcm);
      toast.error(errorMessage(err, PUSH_CREDENTIALS_ERROR));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="FCM credentials">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBrandAndroid size={20} />
            <Text fw={600}>Android (FCM)</Text>
          </Group>
          <SetBadge isSet={status.isSet} />
        </Group>
        <Text size="sm" c="dimmed" data-testid="gcm-status">
          {status.isSet
            ? `Project ${status.projectId ?? '—'} · last changed ${changed(status.updatedAt) ?? '—'}`
            : 'No FCM service account yet: Android phones of this community get no push notifications.'}
        </Text>
        <KeyFileInput
          key={saved}
          label="Service-account file (.json)"
          accept=".json,application/json"
          onText={setGcm}
        />
        <Textarea
          label="Or paste the service-account JSON"
          placeholder='{"type": "service_account", ...}'
          autosize
          minRows={3}
          maxRows={8}
          value={gcm}
          error={error}
          onChange={(e) => setGcm(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={mutation.isPending}
            aria-label={status.isSet ? 'Replace FCM key' : 'Set FCM key'}
          >
            {status.isSet ? 'Replace' : 'Set'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PushCredentialsCard({ community }: { community: CommunityDetail }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="push-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="push-title">
            Push credentials
          </Title>
          <Text size="sm" c="dimmed">
            Keys are stored encrypted and never shown again; only whether they are set.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <ApnCredentialsForm community={community} />
          <GcmCredentialsForm community={community} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
