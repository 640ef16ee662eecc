import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { updateCommunityBody, type CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { useUpdateCommunity } from '../api/update-community';
import { useDateFormat } from '../../../lib/use-date-format';
import { bodyOf, CommunityFields, valuesOf, type CommunityValues } from './community-fields';

const validateBody = zod4Resolver(updateCommunityBody);

/** The community's record; the caller keys it by what the server may change so a saved change resets it. */
export function CommunityEditForm({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const { date } = useDateFormat();
  const toast = useToast();
  const mutation = useUpdateCommunity(community.id);
  const form = useForm<CommunityValues>({
    initialValues: valuesOf(community),
    validate: (values) => validateBody(bodyOf(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await mutation.mutateAsync(bodyOf(values));
      toast.success(t('edit.saved'));
    } catch (err) {
      applyServerError(form, err, () => toast.error(errorMessage(err, t('edit.error'))));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-details-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="community-details-title">
            {t('edit.title')}
          </Title>
          <CommunityFields
            form={form}
            statusNote={
              community.deletionDueAt
                ? t('fields.statusClosing', { date: date(community.deletionDueAt) })
                : undefined
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
