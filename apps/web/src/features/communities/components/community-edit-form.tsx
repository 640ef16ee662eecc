import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { updateCommunityBody, type CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCommunity } from '../api/update-community';
import { issuesToErrors, orNull, serverFieldError, type FieldErrors } from './form-errors';
import { STATUS_OPTIONS, TIER_OPTIONS } from './labels';

const FIELDS = [
  'name',
  'slug',
  'status',
  'subscription',
  'population',
  'androidBundleId',
  'iosBundleId',
  'appVersion',
] as const;
type Field = (typeof FIELDS)[number];

export const UPDATE_COMMUNITY_ERROR = 'Error trying to update community';

interface Values {
  name: string;
  slug: string;
  status: string;
  subscription: string;
  population: number | '';
  androidBundleId: string;
  iosBundleId: string;
  appVersion: string;
}

const valuesOf = (c: CommunityDetail): Values => ({
  name: c.name,
  slug: c.slug,
  status: c.status,
  subscription: c.subscription,
  population: c.population ?? '',
  androidBundleId: c.androidBundleId ?? '',
  iosBundleId: c.iosBundleId ?? '',
  appVersion: c.appVersion ?? '',
});

/** The community's record; the caller keys it by the record's updatedOn so a saved change resets it. */
export function CommunityEditForm({ community }: { community: CommunityDetail }) {
  const [values, setValues] = useState<Values>(() => valuesOf(community));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const toast = useToast();
  const mutation = useUpdateCommunity(community.id);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      status: values.status,
      subscription: values.subscription,
      population: values.population === '' ? null : values.population,
      androidBundleId: orNull(values.androidBundleId),
      iosBundleId: orNull(values.iosBundleId),
      appVersion: orNull(values.appVersion),
    };
    const parsed = updateCommunityBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success('The community was saved.');
    } catch (err) {
      setErrors(serverFieldError(err, FIELDS));
      toast.error(errorMessage(err, UPDATE_COMMUNITY_ERROR));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-details-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="community-details-title">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              required
              value={values.name}
              error={errors.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
            <TextInput
              label="Slug"
              value={values.slug}
              error={errors.slug}
              onChange={(e) => set('slug', e.currentTarget.value.toLowerCase())}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={values.status}
              allowDeselect={false}
              error={errors.status}
              onChange={(v) => v && set('status', v)}
            />
            <Select
              label="Subscription"
              data={TIER_OPTIONS}
              value={values.subscription}
              allowDeselect={false}
              error={errors.subscription}
              onChange={(v) => v && set('subscription', v)}
            />
            <NumberInput
              label="Population"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={values.population}
              error={errors.population}
              onChange={(v) => set('population', typeof v === 'number' ? v : '')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Android bundle id"
              value={values.androidBundleId}
              error={errors.androidBundleId}
              onChange={(e) => set('androidBundleId', e.currentTarget.value)}
            />
            <TextInput
              label="iOS bundle id"
              value={values.iosBundleId}
              error={errors.iosBundleId}
              onChange={(e) => set('iosBundleId', e.currentTarget.value)}
            />
            <TextInput
              label="App version"
              value={values.appVersion}
              error={errors.appVersion}
              onChange={(e) => set('appVersion', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
