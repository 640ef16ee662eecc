import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  COMMUNITY_STATUSES,
  SUBSCRIPTION_TIERS,
  type CommunityDetail,
  type CommunityStatus,
  type SubscriptionTier,
} from '@gathering/contract';

/** What the create and edit forms hold: text boxes hold strings, an empty number box is ''. */
export type CommunityValues = {
  name: string;
  slug: string;
  status: CommunityStatus;
  subscription: SubscriptionTier;
  population: number | '';
  androidBundleId: string;
  iosBundleId: string;
  appVersion: string;
};

export const EMPTY_COMMUNITY: CommunityValues = {
  name: '',
  slug: '',
  status: 'ONBOARDING',
  subscription: 'STANDARD',
  population: '',
  androidBundleId: '',
  iosBundleId: '',
  appVersion: '',
};

export const valuesOf = (c: CommunityDetail): CommunityValues => ({
  name: c.name,
  slug: c.slug,
  status: c.status as CommunityStatus,
  subscription: c.subscription as SubscriptionTier,
  population: c.population ?? '',
  androidBundleId: c.androidBundleId ?? '',
  iosBundleId: c.iosBundleId ?? '',
  appVersion: c.appVersion ?? '',
});

/** The locale's thousands separator ("," in English, a space in French). */
const groupSeparator = (language: string) =>
  new Intl.NumberFormat(language).formatToParts(1000).find((p) => p.type === 'group')?.value ?? ',';

/** Optional text inputs: an empty box means "not set". */
const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The request body both forms send (the contract's create and update shapes share these fields). */
export const bodyOf = (v: CommunityValues) => ({
  name: v.name.trim(),
  slug: v.slug.trim(),
  status: v.status,
  subscription: v.subscription,
  population: v.population === '' ? null : v.population,
  androidBundleId: orNull(v.androidBundleId),
  iosBundleId: orNull(v.iosBundleId),
  appVersion: orNull(v.appVersion),
});

/**
 * The fields of a community, shared by the create and edit forms. `onNameChange` and `onSlugChange` (typing
 * only) let the create form make the slug follow the name.
 */
export function CommunityFields({
  form,
  onNameChange,
  onSlugChange,
  autoFocus,
  statusNote,
}: {
  form: UseFormReturnType<CommunityValues>;
  /** Under the status: a closing community is to be deleted, whatever status it keeps meanwhile. */
  statusNote?: string;
  onNameChange?: (name: string) => void;
  onSlugChange?: (slug: string) => void;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('communities');
  const name = form.getInputProps('name');
  const slug = form.getInputProps('slug');
  const population = form.getInputProps('population');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.name')}
          required
          data-autofocus={autoFocus || undefined}
          {...name}
          onChange={(e) => {
            name.onChange(e);
            onNameChange?.(e.currentTarget.value);
          }}
        />
        <TextInput
          label={t('fields.slug')}
          description={t('fields.slugHint')}
          {...slug}
          onChange={(e) => {
            const value = e.currentTarget.value.toLowerCase();
            slug.onChange(value);
            onSlugChange?.(value);
          }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('fields.status')}
          description={statusNote}
          descriptionProps={{ c: 'red.9', fw: 600, 'data-testid': 'status-closing' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={COMMUNITY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <Select
          label={t('fields.subscription')}
          data={SUBSCRIPTION_TIERS.map((value) => ({ value, label: t(`tier.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('subscription')}
        />
        <NumberInput
          label={t('fields.population')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={groupSeparator(i18n.language)}
          {...population}
          onChange={(v) => population.onChange(typeof v === 'number' ? v : '')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('fields.androidBundleId')}
          placeholder="ca.rivervalley.app"
          {...form.getInputProps('androidBundleId')}
        />
        <TextInput
          label={t('fields.iosBundleId')}
          placeholder="ca.rivervalley.app"
          {...form.getInputProps('iosBundleId')}
        />
        <TextInput label={t('fields.appVersion')} placeholder="1.0.0" {...form.getInputProps('appVersion')} />
      </SimpleGrid>
    </>
  );
}
