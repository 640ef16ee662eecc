import { useState } from 'react';
import { Button, Card, FileInput, Group, MultiSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { capSettingsBody, type CapSettings } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { applyServerError } from '../../../lib/forms';
import { useSaveCapSettings, useSubdivisions } from '../api/cap-api';

type Values = {
  /** A GeoJSON document read from the chosen file; undefined keeps the stored area, null removes it. */
  area: unknown;
  sgcCodes: string[];
  relayNow: string[];
  sign: boolean;
};

/** The community's outline drawn from the server's SVG path: no map tiles, nothing from a third party. */
export function AreaOutline({ outline, label }: { outline: CapSettings['outline']; label: string }) {
  if (!outline) return null;
  return (
    <svg
      viewBox={outline.viewBox}
      width={240}
      height={240}
      role="img"
      aria-label={label}
      data-testid="area-outline"
    >
      <path
        d={outline.path}
        fill="var(--mantine-color-blue-light)"
        stroke="var(--mantine-color-blue-filled)"
      />
    </svg>
  );
}

/**
 * The community's area (a GeoJSON file and/or census subdivisions picked by name), the event codes relayed at once,
 * and signing: what CAP publishing and relaying need before anything happens.
 */
export function AreaCard({ settings }: { settings: CapSettings }) {
  const { t } = useTranslation('cap');
  const toast = useToast();
  const save = useSaveCapSettings();
  const [search, setSearch] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const found = useSubdivisions(search);
  const initial = (s: CapSettings): Values => ({
    area: undefined,
    sgcCodes: s.subdivisions.map((x) => x.code),
    relayNow: s.relayNow,
    sign: s.sign,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(settings),
    validate: zod4Resolver(capSettingsBody),
  });
  const named = new Map(settings.subdivisions.map((s) => [s.code, `${s.name} (${s.province || s.code})`]));
  for (const s of found.data ?? []) named.set(s.code, `${s.name} (${s.province}, ${s.code})`);

  async function readFile(f: File | null) {
    setFile(f);
    form.clearFieldError('area');
    if (!f) return form.setFieldValue('area', undefined);
    try {
      form.setFieldValue('area', JSON.parse(await f.text()));
    } catch {
      form.setFieldValue('area', undefined);
      form.setFieldError('area', t('area.notJson'));
    }
  }

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.setValues(initial(saved));
      form.resetDirty(initial(saved));
      setFile(null);
      toast.success(t('area.saved'));
    } catch (err) {
      applyServerError(form, err, (message) => toast.error(message || t('area.saveFailed')));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cap-area-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="cap-area-title">
            {t('area.title')}
          </Title>
          <Text size="sm">{t('area.explain')}</Text>
          <Group align="flex-start" wrap="wrap">
            <AreaOutline outline={settings.outline} label={t('area.outline')} />
            {!settings.outline && (
              <Text size="sm" c="dimmed" data-testid="no-outline">
                {t('area.noOutline')}
              </Text>
            )}
          </Group>
          <FileInput
            label={t('area.file')}
            description={t('area.fileHelp')}
            accept=".geojson,.json,application/geo+json,application/json"
            clearable
            value={file}
            onChange={(f) => void readFile(f)}
            error={form.errors.area}
          />
          {settings.outline && (
            <Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() => form.setFieldValue('area', null)}
                disabled={form.values.area === null}
              >
                {form.values.area === null ? t('area.removing') : t('area.remove')}
              </Button>
            </Group>
          )}
          <MultiSelect
            label={t('area.subdivisions')}
            description={t('area.subdivisionsHelp')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={search.trim().length >= 2 ? t('area.noneFound') : t('area.typeTwo')}
            data={[...named].map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('sgcCodes')}
          />
          <MultiSelect
            label={t('relay.label')}
            description={t('relay.help')}
            searchable
            data={settings.eventCodes.map((e) => ({ value: e.code, label: `${e.code} (${e.category})` }))}
            {...form.getInputProps('relayNow')}
          />
          <Switch
            label={t('sign.label')}
            description={t('sign.help')}
            {...form.getInputProps('sign', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('area.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
