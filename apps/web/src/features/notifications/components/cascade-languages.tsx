import { Badge, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlertRecording, CascadeEstimate } from '@gathering/contract';
import { formatNumber } from '../../../lib/format';
import { useLanguageNames } from './push-versions';

/** A price at a provider's rate: cents of a cent matter for one text, so up to four decimals. */
export const formatPrice = (value: number, currency: string) =>
  formatNumber(value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 });

export interface RecordingControls {
  recordings: AlertRecording[];
  busy: boolean;
  onAttach: (language: string, file: File) => void;
  onRemove: (language: string) => void;
}

/**
 * Each language of an alert as texts and calls carry it (issue 36 #5): who reads it, its text's encoding (the
 * characters that forced UCS-2 named, so they can be replaced), segments and price, and how a call speaks it — with
 * the recordings' controls when the alert is saved.
 */
export function CascadeLanguages({
  estimate,
  recordings,
}: {
  estimate: CascadeEstimate;
  recordings?: RecordingControls;
}) {
  const { t } = useTranslation('notifications');
  const { nameOf } = useLanguageNames();
  const currency = estimate.cost.currency;
  const own = estimate.languages[0]?.language;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={6} aria-label={t('alertCascade.languagesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('alertCascade.language')}</Table.Th>
            <Table.Th ta="right">{t('alertCascade.people')}</Table.Th>
            <Table.Th>{t('alertCascade.text')}</Table.Th>
            <Table.Th ta="right">{t('alertCascade.price')}</Table.Th>
            <Table.Th>{t('alertCascade.voice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {estimate.languages.map((l) => {
            const recording = recordings?.recordings.find((r) => r.language === l.language);
            const name = nameOf(l.language).name;
            return (
              <Table.Tr key={l.language}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                <Table.Td ta="right">{formatNumber(l.people)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="light" color={l.encoding === 'UCS-2' ? 'orange' : 'gray'}>
                      {l.encoding}
                    </Badge>
                    <Text size="sm">
                      {t('alertCascade.segments', { count: l.segments, characters: l.characters })}
                    </Text>
                  </Group>
                  {l.unicode.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('alertCascade.forcedBy', { chars: l.unicode.slice(0, 12).join(' ') })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatPrice(l.smsCost, currency)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm">
                      {l.voice === 'RECORDING'
                        ? t('alertCascade.voiceRecording')
                        : l.voice === 'TEXT_TO_SPEECH'
                          ? t('alertCascade.voiceTts')
                          : t('alertCascade.voiceNone', { language: nameOf(own ?? '').name })}
                    </Text>
                    {recording && (
                      <audio
                        controls
                        preload="none"
                        src={recording.url}
                        aria-label={t('alertCascade.recordingOf', { language: name })}
                        style={{ maxWidth: 220, height: 32 }}
                      />
                    )}
                    {recordings && (
                      <Group gap={6}>
                        <FileButton
                          accept="audio/mpeg,audio/wav,audio/x-wav,.mp3,.wav"
                          onChange={(file) => file && recordings.onAttach(l.language, file)}
                        >
                          {(props) => (
                            <Button
                              {...props}
                              size="compact-xs"
                              variant="light"
                              loading={recordings.busy}
                              aria-label={t(
                                recording ? 'alertCascade.replaceFor' : 'alertCascade.attachFor',
                                {
                                  language: name,
                                },
                              )}
                            >
                              {recording ? t('alertCascade.replace') : t('alertCascade.attach')}
                            </Button>
                          )}
                        </FileButton>
                        {recording && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            disabled={recordings.busy}
                            onClick={() => recordings.onRemove(l.language)}
                            aria-label={t('alertCascade.removeFor', { language: name })}
                          >
                            {t('alertCascade.remove')}
                          </Button>
                        )}
                      </Group>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
