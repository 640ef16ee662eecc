import { MultiSelect, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ACCESS_VALUES, type ContentAccess } from '@gathering/contract';
import { errorMessage } from '../../../lib/api-client';
import { useBasicGroups } from '../../../api/get-basic-groups';
import { useBasicMembers } from '../../../api/get-basic-members';
import type { ComposeValues } from './compose-model';

/** The audience as content has it: open (guests too), all members, chosen groups or chosen members. */
export function AudienceFields({ form }: { form: UseFormReturnType<ComposeValues> }) {
  const { t } = useTranslation('notifications');
  const audience = form.getValues().audience;
  const groups = useBasicGroups(audience === 'GROUPS');
  const members = useBasicMembers(audience === 'RECIPIENTS');
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('compose.audience')}
        key={form.key('audience')}
        {...form.getInputProps('audience')}
      >
        <Stack gap="xs" mt="xs">
          {ACCESS_VALUES.map((value: ContentAccess) => (
            <Radio key={value} value={value} label={t(`compose.audiences.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {audience === 'GROUPS' && (
        <MultiSelect
          label={t('compose.groups')}
          placeholder={groups.isPending ? t('compose.loading') : t('compose.chooseGroups')}
          searchable
          data={groups.data?.groups.map((g) => ({ value: g.id, label: g.group })) ?? []}
          nothingFoundMessage={t('compose.noGroups')}
          key={form.key('groups')}
          {...form.getInputProps('groups')}
          error={
            form.errors.groups ??
            (groups.isError ? errorMessage(groups.error, t('errors.groups')) : undefined)
          }
        />
      )}
      {audience === 'RECIPIENTS' && (
        <MultiSelect
          label={t('compose.members')}
          placeholder={members.isPending ? t('compose.loading') : t('compose.chooseMembers')}
          searchable
          data={members.data?.members.map((m) => ({ value: m.id, label: m.name })) ?? []}
          nothingFoundMessage={t('compose.noMembers')}
          key={form.key('recipients')}
          {...form.getInputProps('recipients')}
          error={
            form.errors.recipients ??
            (members.isError ? errorMessage(members.error, t('errors.members')) : undefined)
          }
        />
      )}
    </Stack>
  );
}
