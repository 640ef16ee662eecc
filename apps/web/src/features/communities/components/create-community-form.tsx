import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCommunityBody, slugify, type CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useCreateCommunity } from '../api/create-community';
import { bodyOf, CommunityFields, EMPTY_COMMUNITY, type CommunityValues } from './community-fields';

const validateBody = zod4Resolver(createCommunityBody);
// An empty slug is derived by the server.
const createBodyOf = (values: CommunityValues) => ({
  ...bodyOf(values),
  slug: values.slug.trim() || undefined,
});

/** New community. The slug follows the name as it is typed until the administrator edits the slug itself. */
export function CreateCommunityForm({
  onCreated,
  onCancel,
}: {
  onCreated: (community: CommunityDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['communities', 'common']);
  const toast = useToast();
  const mutation = useCreateCommunity();
  // Once the slug is typed by hand it is the administrator's; emptying it hands it back to the name (and an
  // empty slug is derived by the server).
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useForm<CommunityValues>({
    initialValues: EMPTY_COMMUNITY,
    validate: (values) => validateBody(createBodyOf(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const community = await mutation.mutateAsync(createBodyOf(values));
      toast.success(t('create.created', { name: community.name }));
      onCreated(community);
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('create.error'))));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('create.title')}>
      <Stack>
        <CommunityFields
          form={form}
          autoFocus
          onNameChange={(name) => {
            if (!slugEdited) form.setFieldValue('slug', slugify(name));
          }}
          onSlugChange={(slug) => setSlugEdited(slug !== '')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
