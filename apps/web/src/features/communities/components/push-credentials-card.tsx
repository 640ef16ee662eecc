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
import { useForm } from '@mantine/form';
import { IconBrandAndroid, IconBrandApple, IconUpload } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apnCredentialsBody,
  gcmCredentialsBody,
  type ApnCredentialsBody,
  type CommunityDetail,
  type GcmCredentialsBody,
} from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useSetApnCredentials } from '../api/set-apn-credentials';
import { useSetGcmCredentials } from '../api/set-gcm-credentials';
import { PushHealthPanel } from './push-health';
import { useDateFormat } from '../../../lib/use-date-format';

function SetBadge({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('communities');
  return (
    <Badge color={isSet ? 'green' : 'gray'} variant="light">
      {isSet ? t('push.set') : t('push.notSet')}
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
  const { t } = useTranslation('communities');
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label={label}
      placeholder={t('push.chooseFile')}
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

export function ApnCredentialsForm({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const { dateTime } = useDateFormat();
  const status = community.push.apn;
  // Bumped after a save, so the file picker forgets the file along with the key text.
  const [saved, setSaved] = useState(0);
  const toast = useToast();
  const mutation = useSetApnCredentials(community.id);
  const form = useForm<ApnCredentialsBody>({
    initialValues: { apn: '', apn_key_id: status.keyId ?? '', apn_team_id: status.teamId ?? '' },
    transformValues: (v) => ({ ...v, apn_key_id: v.apn_key_id.trim(), apn_team_id: v.apn_team_id.trim() }),
    validate: zod4Resolver(apnCredentialsBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t('push.apnSaved'));
      form.setFieldValue('apn', '');
      setSaved((n) => n + 1);
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('push.error'))));
    }
  });
  const upper = (field: 'apn_key_id' | 'apn_team_id') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        input.onChange(e.currentTarget.value.toUpperCase()),
    };
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('push.apnForm')}>
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
            ? t('push.apnStatus', {
                keyId: status.keyId ?? '—',
                teamId: status.teamId ?? '—',
                when: status.updatedAt ? dateTime(status.updatedAt) : '—',
              })
            : t('push.apnNone')}
        </Text>
        <KeyFileInput
          key={saved}
          label={t('push.apnFile')}
          accept=".p8,text/plain"
          onText={(text) => form.setFieldValue('apn', text)}
        />
        <Textarea
          label={t('push.apnPaste')}
          placeholder="-----BEGIN PRIVATE KEY-----"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('apn')}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <SimpleGrid cols={2}>
          <TextInput label={t('push.keyId')} placeholder="ABC123DEFG" {...upper('apn_key_id')} />
          <TextInput label={t('push.teamId')} placeholder="DEF123GHIJ" {...upper('apn_team_id')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={mutation.isPending}
            aria-label={status.isSet ? t('push.replaceApn') : t('push.setApn')}
          >
            {status.isSet ? t('push.replace') : t('push.setAction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GcmCredentialsForm({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const { dateTime } = useDateFormat();
  const status = community.push.gcm;
  const [saved, setSaved] = useState(0);
  const toast = useToast();
  const mutation = useSetGcmCredentials(community.id);
  const form = useForm<GcmCredentialsBody>({
    initialValues: { gcm: '' },
    validate: zod4Resolver(gcmCredentialsBody),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t('push.gcmSaved'));
      form.setFieldValue('gcm', '');
      setSaved((n) => n + 1);
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('push.error'))));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('push.gcmForm')}>
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
            ? t('push.gcmStatus', {
                projectId: status.projectId ?? '—',
                when: status.updatedAt ? dateTime(status.updatedAt) : '—',
              })
            : t('push.gcmNone')}
        </Text>
        <KeyFileInput
          key={saved}
          label={t('push.gcmFile')}
          accept=".json,application/json"
          onText={(text) => form.setFieldValue('gcm', text)}
        />
        <Textarea
          label={t('push.gcmPaste')}
          placeholder='{"type": "service_account", ...}'
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('gcm')}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={mutation.isPending}
            aria-label={status.isSet ? t('push.replaceGcm') : t('push.setGcm')}
          >
            {status.isSet ? t('push.replace') : t('push.setAction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PushCredentialsCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="push-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="push-title">
            {t('push.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('push.hint')}
          </Text>
        </div>
        <PushHealthPanel community={community} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <ApnCredentialsForm community={community} />
          <GcmCredentialsForm community={community} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
