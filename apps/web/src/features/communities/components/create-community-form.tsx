import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  createCommunityBody,
  slugify,
  type CommunityDetail,
  type CommunityStatus,
  type SubscriptionTier,
} from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCommunity } from '../api/create-community';
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

export const CREATE_COMMUNITY_ERROR = 'Error trying to create community';

interface Values {
  name: string;
  slug: string;
  status: CommunityStatus;
  subscription: SubscriptionTier;
  population: number | '';
  androidBundleId: string;
  iosBundleId: string;
  appVersion: string;
}

const INITIAL: Values = {
  name: '',
  slug: '',
  status: 'ONBOARDING',
  subscription: 'STANDARD',
  population: '',
  androidBundleId: '',
  iosBundleId: '',
  appVersion: '',
};

/** New community. The slug follows the name as it is typed until the administrator edits the slug itself. */
export function CreateCommunityForm({
  onCreated,
  onCancel,
}: {
  onCreated: (community: CommunityDetail) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(INITIAL);
  // Once the slug is typed by hand it is the administrator's; emptying it hands it back to the name (and an
  // empty slug is derived by the server).
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const toast = useToast();
  const mutation = useCreateCommunity();

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      name: values.name.trim(),
      slug: values.slug.trim() || undefined,
      status: values.status,
      subscription: values.subscription,
      population: values.population === '' ? null : values.population,
      androidBundleId: orNull(values.androidBundleId),
      iosBundleId: orNull(values.iosBundleId),
      appVersion: orNull(values.appVersion),
    };
    const parsed = createCommunityBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    try {
      const community = await mutation.mutateAsync(body);
      toast.success(`${community.name} was created.`);
      onCreated(community);
    } catch (err) {
      setErrors(serverFieldError(err, FIELDS));
      toast.error(errorMessage(err, CREATE_COMMUNITY_ERROR));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create community">
      <Stack>
        <TextInput
          label="Name"
          required
          data-autofocus
          value={values.name}
          error={errors.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name, slug: slugEdited ? v.slug : slugify(name) }));
          }}
        />
        <TextInput
          label="Slug"
          description="Used in public addresses such as the privacy policy. Filled in from the name; you can change it."
          value={values.slug}
          error={errors.slug}
          onChange={(e) => {
            const slug = e.currentTarget.value.toLowerCase();
            setSlugEdited(slug !== '');
            set('slug', slug);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={values.status}
            allowDeselect={false}
            error={errors.status}
            onChange={(v) => v && set('status', v as CommunityStatus)}
          />
          <Select
            label="Subscription"
            data={TIER_OPTIONS}
            value={values.subscription}
            allowDeselect={false}
            error={errors.subscription}
            onChange={(v) => v && set('subscription', v as SubscriptionTier)}
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Android bundle id"
            placeholder="ca.rivervalley.app"
            value={values.androidBundleId}
            error={errors.androidBundleId}
            onChange={(e) => set('androidBundleId', e.currentTarget.value)}
          />
          <TextInput
            label="iOS bundle id"
            placeholder="ca.rivervalley.app"
            value={values.iosBundleId}
            error={errors.iosBundleId}
            onChange={(e) => set('iosBundleId', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="App version"
          placeholder="1.0.0"
          value={values.appVersion}
          error={errors.appVersion}
          onChange={(e) => set('appVersion', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Create community
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
