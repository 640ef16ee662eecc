import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  canonicalTag,
  communityLanguage,
  languageMessages,
  type CommunityLanguage,
} from '@gathering/contract';
import { withSentences } from '../../../lib/forms';
import { i18n } from '../../../i18n';

export type LanguageDraft = { tag: string; name: string; script: string; direction: 'ltr' | 'rtl' };

/** The contract's sentences → the reader's language. */
const sentences = () =>
  Object.fromEntries(
    (['tagInvalid', 'nameRequired', 'scriptInvalid'] as const).map((key) => [
      languageMessages[key],
      i18n.t(`community-settings:languages.messages.${key}`),
    ]),
  );
const validate = withSentences(zod4Resolver(communityLanguage), sentences);

/**
 * What CLDR knows of a tag, to fill in what the administrator has not typed: its name in itself, its script and
 * its direction. For most Indigenous languages it knows nothing, and what the community enters stands.
 */
export function cldrHints(tag: string): Partial<LanguageDraft> {
  const canonical = canonicalTag(tag.trim());
  if (!canonical) return {};
  const hints: Partial<LanguageDraft> = {};
  try {
    const locale = new Intl.Locale(canonical);
    const max = locale.maximize();
    // maximize() answers the tag unchanged when CLDR has no likely subtags for it.
    if (max.script && max.baseName !== locale.baseName) hints.script = max.script;
    const info = (locale as unknown as { getTextInfo?: () => { direction?: string } }).getTextInfo?.();
    if (info?.direction === 'rtl' || info?.direction === 'ltr') hints.direction = info.direction;
    const own = new Intl.DisplayNames([canonical], { type: 'language', fallback: 'none' }).of(canonical);
    if (own && own.toLowerCase() !== canonical.toLowerCase()) hints.name = own;
  } catch {
    // An engine without these APIs: nothing to suggest.
  }
  return hints;
}

/** Adds a language or edits one (its tag then stays: versions are filed under it). */
export function LanguageDialog({
  opened,
  initial,
  taken,
  onSave,
  onClose,
  saving,
}: {
  opened: boolean;
  initial?: CommunityLanguage;
  /** Tags already in the list (lowercase): adding one again is refused here. */
  taken: string[];
  onSave: (value: LanguageDraft) => Promise<void>;
  onClose: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation(['community-settings', 'common']);
  const form = useForm<LanguageDraft>({
    initialValues: initial
      ? { tag: initial.tag, name: initial.name, script: initial.script, direction: initial.direction }
      : { tag: '', name: '', script: '', direction: 'ltr' },
    validate: (values) => {
      const errors: Record<string, unknown> = { ...validate(values) };
      const tag = canonicalTag(values.tag.trim());
      if (!initial && tag && taken.includes(tag.toLowerCase()))
        errors.tag = t('languages.messages.duplicateTag');
      return errors as Record<string, string>;
    },
  });
  // Filled from CLDR when the tag is left, only where the administrator typed nothing yet.
  const suggest = () => {
    const hints = cldrHints(form.values.tag);
    if (hints.name && !form.values.name) form.setFieldValue('name', hints.name);
    if (hints.script && !form.values.script) form.setFieldValue('script', hints.script);
    if (hints.direction) form.setFieldValue('direction', hints.direction);
  };
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={initial ? t('languages.editTitle', { name: initial.name }) : t('languages.addTitle')}
      centered
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSave({ ...values, tag: canonicalTag(values.tag.trim()) ?? values.tag });
        })}
      >
        <Stack>
          <TextInput
            label={t('languages.tag')}
            description={t('languages.tagHelp')}
            placeholder="crk"
            required
            disabled={!!initial}
            {...form.getInputProps('tag')}
            onBlur={suggest}
          />
          <TextInput
            label={t('languages.name')}
            description={t('languages.nameHelp')}
            placeholder="ᓀᐦᐃᔭᐍᐏᐣ"
            required
            lang={canonicalTag(form.values.tag.trim()) ?? undefined}
            dir={form.values.direction}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('languages.script')}
            description={t('languages.scriptHelp')}
            placeholder="Cans"
            required
            {...form.getInputProps('script')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="language-direction-label">
              {t('languages.direction')}
            </Text>
            <SegmentedControl
              aria-labelledby="language-direction-label"
              data={[
                { value: 'ltr', label: t('languages.ltr') },
                { value: 'rtl', label: t('languages.rtl') },
              ]}
              {...form.getInputProps('direction')}
            />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
