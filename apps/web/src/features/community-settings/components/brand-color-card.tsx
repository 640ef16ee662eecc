import { Box, Button, Card, ColorInput, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  brandColorBody,
  communityMessages,
  DEFAULT_BRAND_COLOR,
  textOn,
  type CommunityDetail,
} from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useUpdateBrandColor } from '../api/update-brand-color';

// A few colours that read well with black or white text; any other is typed or picked.
const SWATCHES = [
  '#0b7285',
  '#1864ab',
  '#5f3dc4',
  '#a61e4d',
  '#c92a2a',
  '#d9480f',
  '#f5c518',
  '#2b8a3e',
  '#212529',
];
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The colour the community's member web app dresses in (issue 35): its bar and buttons, with black or white text,
 * whichever reads better. A sample shows it before saving; "Use the default" goes back to the console's own.
 */
export function BrandColorCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('community-settings');
  const toast = useToast();
  const update = useUpdateBrandColor();
  const form = useForm<{ brandColor: string }>({
    mode: 'controlled',
    initialValues: { brandColor: community.brandColor ?? DEFAULT_BRAND_COLOR },
    validate: withSentences(zod4Resolver(brandColorBody), () => ({
      [communityMessages.brandColorInvalid]: t('brandColor.invalid'),
    })),
  });
  const value = form.values.brandColor.trim();
  const sample = HEX.test(value) ? value.toLowerCase() : (community.brandColor ?? DEFAULT_BRAND_COLOR);

  async function save(brandColor: string | null) {
    try {
      const saved = await update.mutateAsync({ brandColor });
      const now = saved.brandColor ?? DEFAULT_BRAND_COLOR;
      form.setValues({ brandColor: now });
      form.resetDirty({ brandColor: now });
      toast.success(t('brandColor.saved'));
    } catch (err) {
      applyServerError(form, err, (message) => toast.error(message || t('brandColor.error')));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-brand-color-title">
      <form onSubmit={form.onSubmit((v) => void save(v.brandColor.trim()))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="community-brand-color-title">
            {t('brandColor.title')}
          </Title>
          <Text size="sm">{t('brandColor.description')}</Text>
          <ColorInput
            label={t('brandColor.label')}
            description={t('brandColor.help')}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={9}
            closeOnColorSwatchClick
            // Where the browser can pick a colour off the screen (Chromium), Mantine adds a button: it needs a name.
            eyeDropperButtonProps={{ 'aria-label': t('brandColor.eyeDropper') }}
            {...form.getInputProps('brandColor')}
          />
          <Box
            aria-hidden
            data-testid="brand-color-sample"
            p="sm"
            style={{ background: sample, color: textOn(sample), borderRadius: 8, fontWeight: 600 }}
          >
            {community.name}
          </Box>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={update.isPending || !community.brandColor}
              onClick={() => void save(null)}
            >
              {t('brandColor.default')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('brandColor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
