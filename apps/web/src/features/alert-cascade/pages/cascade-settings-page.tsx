import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconAdjustments, IconBuildingBroadcastTower } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CascadePolicyBody } from '@gathering/contract';
import { useBasicGroups } from '../../../api/get-basic-groups';
import { useBasicMembers } from '../../../api/get-basic-members';
import { TabbedPage } from '../../../components/tabbed-page';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCascadePolicy } from '../api/get-policy';
import { useCascadeProviders } from '../api/get-providers';
import { useCascadeResponders } from '../api/get-responders';
import { useUpdateCascadePolicy } from '../api/update-policy';
import { useUpdateCascadeResponders } from '../api/update-responders';
import { PolicyForm } from '../components/policy-form';
import { policyValuesOf } from '../components/policy-model';
import { ProvidersPanel } from '../components/providers-panel';
import { RespondersForm, type ResponderRow } from '../components/responders-form';

/** A query's loader, or its failure in the screen's words with Try again, or its content. */
function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['alert-cascade', 'common']);
  if (query.isPending)
    return (
      <Center py={80} role="status" aria-label={t('common:states.loading')}>
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red">
        <Group justify="space-between">
          <Text>{errorMessage(query.error, t('errors.fetch'))}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return <>{children(query.data as T)}</>;
}

function PolicyTab() {
  const { t } = useTranslation('alert-cascade');
  const toast = useToast();
  const policy = useCascadePolicy();
  const update = useUpdateCascadePolicy();
  const { dateTime } = useDateFormat();
  async function save(body: CascadePolicyBody) {
    await update.mutateAsync(body);
    toast.success(t('policy.saved'));
  }
  return (
    <Loaded query={policy}>
      {(p) => (
        <Stack>
          <Text size="sm" c="dimmed">
            {p.updatedAt ? t('policy.lastSaved', { when: dateTime(p.updatedAt) }) : t('policy.neverSaved')}
          </Text>
          <PolicyForm
            key={p.updatedAt ?? 'default'}
            initial={policyValuesOf(p)}
            onSave={save}
            onOtherError={(message) => toast.error(message || t('errors.update'))}
          />
        </Stack>
      )}
    </Loaded>
  );
}

function ProvidersTab() {
  const providers = useCascadeProviders();
  return <Loaded query={providers}>{(answer) => <ProvidersPanel providers={answer.data} />}</Loaded>;
}

function RespondersTab() {
  const { t } = useTranslation('alert-cascade');
  const toast = useToast();
  const responders = useCascadeResponders();
  const members = useBasicMembers();
  const groups = useBasicGroups();
  const update = useUpdateCascadeResponders();
  const all = {
    isPending: responders.isPending || members.isPending || groups.isPending,
    isError: responders.isError || members.isError || groups.isError,
    error: responders.error ?? members.error ?? groups.error,
    data: responders.data,
    refetch: () => Promise.all([responders.refetch(), members.refetch(), groups.refetch()]),
  };
  async function save(rows: ResponderRow[]) {
    await update.mutateAsync({
      responders: rows.map(({ membershipId, groups: g }) => ({ membershipId, groups: g })),
    });
    toast.success(t('responders.saved'));
  }
  return (
    <Loaded query={all}>
      {(answer) => (
        <RespondersForm
          initial={answer!.responders}
          members={(members.data?.members ?? []).map((m) => ({ value: m.id, label: m.name }))}
          groups={(groups.data?.groups ?? []).map((g) => ({ value: g.id, label: g.group }))}
          onSave={save}
          onOtherError={(message) => toast.error(message || t('errors.update'))}
        />
      )}
    </Loaded>
  );
}

/** /admin/notifications/cascade: the alert cascade's policy, providers and responders, one tab each. */
export function CascadeSettingsPage() {
  const { t } = useTranslation(['alert-cascade', 'notifications']);
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/notifications">
          {t('notifications:title')}
        </Anchor>
        <Text>{t('breadcrumb')}</Text>
      </Breadcrumbs>
      <TabbedPage
        title={t('title')}
        subtitle={t('intro')}
        tabs={[
          {
            value: 'policy',
            label: t('tabs.policy'),
            icon: <IconAdjustments size={16} />,
            panel: <PolicyTab />,
          },
          {
            value: 'providers',
            label: t('tabs.providers'),
            icon: <IconBuildingBroadcastTower size={16} />,
            panel: <ProvidersTab />,
          },
          {
            value: 'responders',
            label: t('tabs.responders'),
            icon: <IconAddressBook size={16} />,
            panel: <RespondersTab />,
          },
        ]}
      />
    </Stack>
  );
}
