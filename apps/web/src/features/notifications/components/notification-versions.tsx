import { Badge, Fieldset, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '@gathering/contract';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-text-input';
import type { ComposeValues } from './compose-model';

/**
 * The push's title and body in the community's other languages (issue 23): each device receives the version of
 * its member's language (a guest's: its own), in the same send; a device with none gets the default language's.
 * With one language there is nothing to show.
 */
export function NotificationVersions({
  form,
  own,
}: {
  form: UseFormReturnType<ComposeValues>;
  /** The language of the title and body above: the notification's own, or the community's default. */
  own?: string;
}) {
  const { t } = useTranslation('notifications');
  const languages = useCommunityLanguages().data ?? [];
  const ownTag = own ?? languages.find((l) => l.isDefault)?.tag;
  const others = languages.filter((l) => l.tag !== ownTag);
  if (!others.length) return null;
  const versions = form.getValues().versions ?? {};
  const set = (tag: string, value: { title: string; body: string }) =>
    form.setFieldValue('versions', { ...versions, [tag]: value });
  return (
    <Stack gap="sm">
      {others.map((l) => {
        const v = versions[l.tag] ?? { title: '', body: '' };
        const done = [v.title.trim(), v.body.trim()].filter(Boolean).length;
        return (
          <Fieldset
            key={l.tag}
            legend={
              <Group gap={6}>
                <span>{t('versions.legend')}</span>
                <span lang={l.tag} dir={l.direction}>
                  {l.name}
                </span>
                <Badge size="xs" variant={done === 2 ? 'filled' : 'outline'}>
                  {t('versions.completion', { done, total: 2 })}
                </Badge>
              </Group>
            }
          >
            <Stack gap="xs">
              <LimitedTextInput
                label={t('versions.title', { name: l.name })}
                max={NOTIFICATION_TITLE_MAX}
                value={v.title}
                onChange={(title) => set(l.tag, { ...v, title })}
                lang={l.tag}
                dir={l.direction}
              />
              <LimitedTextarea
                label={t('versions.body', { name: l.name })}
                max={NOTIFICATION_BODY_MAX}
                rows={3}
                value={v.body}
                onChange={(body) => set(l.tag, { ...v, body })}
                lang={l.tag}
                dir={l.direction}
              />
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
