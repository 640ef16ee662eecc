import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { diffWordsWithSpace } from 'diff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevisionContent } from '@gathering/contract';
import { fieldsOf, pairFields } from './revision-fields';

/**
 * One side of a changed text: the words the other side lacks marked (removed on the left, struck through; added on
 * the right, underlined), in the text's own colour on a light tint (WCAG 1.4.3: a coloured text on its tint is too pale).
 */
function Marked({ left, right, side }: { left: string; right: string; side: 'left' | 'right' }) {
  const parts = diffWordsWithSpace(left, right);
  return (
    <>
      {parts.map((p, i) => {
        if (side === 'left' && p.added) return null;
        if (side === 'right' && p.removed) return null;
        if (p.removed)
          return (
            <del
              key={i}
              style={{ background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-text)' }}
            >
              {p.value}
            </del>
          );
        if (p.added)
          return (
            <ins
              key={i}
              style={{ background: 'var(--mantine-color-green-1)', color: 'var(--mantine-color-text)' }}
            >
              {p.value}
            </ins>
          );
        return <span key={i}>{p.value}</span>;
      })}
    </>
  );
}

/**
 * Two versions of an item side by side in one language (issue 40 #3): each field with its label, the words that
 * changed marked, the unchanged fields dimmed. On a phone the two sides stack, the older first.
 */
export function RevisionCompare({
  language,
  left,
  right,
  leftTitle,
  rightTitle,
}: {
  language: string;
  left: RevisionContent | undefined;
  right: RevisionContent | undefined;
  leftTitle: ReactNode;
  rightTitle: ReactNode;
}) {
  const { t } = useTranslation(['content', 'common']);
  const yesNo = (b: boolean) => (b ? t('revisions.yes') : t('revisions.no'));
  const pairs = pairFields(fieldsOf(left, language, yesNo), fieldsOf(right, language, yesNo));
  const labelOf = (l: (typeof pairs)[number]['label']) =>
    'key' in l ? t(l.key as 'fields.headline') : l.text;
  if (!pairs.length) return <Text c="dimmed">{t('revisions.noVersionInLanguage')}</Text>;
  const changed = pairs.filter((p) => p.left !== p.right).length;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" role="status">
        {changed ? t('revisions.changedFields', { count: changed }) : t('revisions.sameFields')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Text fw={700}>{leftTitle}</Text>
        <Text fw={700} visibleFrom="sm">
          {rightTitle}
        </Text>
      </SimpleGrid>
      {pairs.map((p) => {
        const differs = p.left !== p.right;
        return (
          <Card key={p.key} withBorder padding="sm" component="section" aria-label={labelOf(p.label)}>
            <Stack gap={4}>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                {labelOf(p.label)}{' '}
                {differs && (
                  <Badge size="xs" color="orange" variant="light">
                    {t('revisions.changed')}
                  </Badge>
                )}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {(['left', 'right'] as const).map((side) => (
                  <div key={side} data-side={side}>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {side === 'left' ? leftTitle : rightTitle}
                    </Text>
                    <Text
                      size="sm"
                      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                      c={differs ? undefined : 'dimmed'}
                    >
                      {differs ? <Marked left={p.left} right={p.right} side={side} /> : p[side] || '—'}
                      {differs && !p[side] && '—'}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
