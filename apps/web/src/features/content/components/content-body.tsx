import './rich-text.css';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  List,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItemDetail, KindPath } from '@gathering/contract';
import { zoneLabel } from '../../../components/time-picker';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { formatDate } from '../../../lib/format';
import { itemIn, itemLanguages } from './content-version';
import { eventDateParts } from './event-dates-model';

/**
 * What an item says, as its detail page shows it (read-only): cover, tagline, tags, and the fields of its kind
 * (an event's dates, a job's terms, a form's questions, a document's file) with its body. An item with versions in
 * other languages has a switch (issue 40 #7): each shows the item as the members who read that language get it.
 */
export function ContentBody({ kind, item }: { kind: KindPath; item: FeedItemDetail }) {
  const { t } = useTranslation(['content', 'common']);
  const languages = itemLanguages(item, useCommunityLanguages().data ?? []);
  const [tag, setTag] = useState(languages[0].tag);
  const shown = languages.find((l) => l.tag === tag) ?? languages[0];
  const own = shown === languages[0];
  const view = itemIn(item, shown.tag);
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('detail.content')}>
      <Stack>
        {languages.length > 1 && (
          <Stack gap={4}>
            <SegmentedControl
              aria-label={t('detail.version')}
              value={shown.tag}
              onChange={setTag}
              data={languages.map((l) => ({
                value: l.tag,
                label: (
                  <span lang={l.tag} dir={l.direction}>
                    {l.name}
                  </span>
                ),
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
            {!own && (
              <Text size="sm" c="dimmed">
                {t('detail.versionNote', { language: shown.name, own: languages[0].name })}
              </Text>
            )}
          </Stack>
        )}
        <Stack lang={shown.tag} dir={shown.direction}>
          {/* The page's heading is the item's own headline: another version's is said here. */}
          {!own && (
            <Title order={2} size="h3">
              {view.headline}
            </Title>
          )}
          {view.coverImage && (
            <Image
              src={view.coverImage.fileUrl}
              alt={t('fields.cover')}
              mah={240}
              w="auto"
              fit="contain"
              radius="sm"
            />
          )}
          {view.tagline && <Text size="lg">{view.tagline}</Text>}
          {view.tags.length > 0 && (
            <Group gap={4}>
              {view.tags.map((tag) => (
                <Badge key={tag} variant="outline" size="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          {view.citationRequired && <Text size="sm">{t('detail.citationRequired')}</Text>}
          <KindData kind={kind} item={view} />
          {/* Not an empty white card (issue 40 #8): say that there is nothing more than the headline. */}
          {own && saysNothing(kind, view) && <Text c="dimmed">{t('detail.onlyHeadline')}</Text>}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Whether the card would show nothing: an item of a kind with no fields of its own, with only its headline. */
function saysNothing(kind: KindPath, item: FeedItemDetail): boolean {
  if (item.coverImage || item.tagline || item.tags.length || item.citationRequired || item.body) return false;
  if (kind === 'jobs')
    return ![
      item.position,
      item.employer,
      item.location,
      item.type,
      item.closing_date,
      item.salary,
      item.external_url,
      item.contact_info,
      item.qualifications,
      item.responsibilities,
    ].some(Boolean);
  // An event says its dates (or that it has none), a form whom it answers to, a document its file.
  return kind === 'news';
}

/** Stored HTML has been through the server's allow-list (images only our uploads), so it is shown as it is. */
function Html({ html }: { html?: string }) {
  if (!html) return null;
  return (
    <Typography>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

function KindData({ kind, item }: { kind: KindPath; item: FeedItemDetail }) {
  const { t } = useTranslation('content');
  const row = (label: string, value: ReactNode) =>
    value ? (
      <Group gap="xs">
        <Text fw={500}>{t('detail.labelled', { label })}</Text>
        <Text>{value}</Text>
      </Group>
    ) : null;
  switch (kind) {
    case 'events':
      return (
        <>
          {row(t('fields.location'), item.location)}
          <Stack gap={4}>
            <Text fw={500}>
              {t('detail.labelled', {
                label: item.zone
                  ? t('detail.datesInZone', { zone: zoneLabel(item.zone) })
                  : t('detail.dates'),
              })}
            </Text>
            {item.dateTimes?.length ? (
              <List data-testid="event-dates">
                {item.dateTimes.map((d, i) => (
                  <List.Item key={d.id ?? i}>{t('detail.dateRange', eventDateParts(d))}</List.Item>
                ))}
              </List>
            ) : (
              <Text c="dimmed">{t('detail.noDates')}</Text>
            )}
          </Stack>
          <Html html={item.body} />
        </>
      );
    case 'jobs':
      return (
        <>
          {row(t('fields.position'), item.position)}
          {row(t('fields.employer'), item.employer)}
          {row(t('fields.location'), item.location)}
          {row(t('fields.jobType'), item.type)}
          {row(
            t('fields.closingDate'),
            item.closing_date && formatDate(`${item.closing_date}T12:00:00Z`, { timeZone: 'UTC' }),
          )}
          {row(t('fields.salary'), item.salary)}
          {row(
            t('fields.externalUrl'),
            item.external_url && (
              <Anchor href={item.external_url} target="_blank" rel="noreferrer">
                {item.external_url}
              </Anchor>
            ),
          )}
          {row(t('fields.contactInfo'), item.contact_info)}
          <Html html={item.body} />
          {item.qualifications && (
            <Title order={2} size="h5">
              {t('fields.qualifications')}
            </Title>
          )}
          <Html html={item.qualifications} />
          {item.responsibilities && (
            <Title order={2} size="h5">
              {t('fields.responsibilities')}
            </Title>
          )}
          <Html html={item.responsibilities} />
        </>
      );
    case 'forms':
      return (
        <>
          {row(t('detail.answersTo'), item.emails?.join(', ') || t('detail.nobody'))}
          {(item.formNodes ?? []).map((node, i) => (
            <Card key={node.id ?? i} withBorder padding="sm">
              <Text fw={600}>{node.header || t('builder.section', { n: i + 1 })}</Text>
              {node.description && <Text size="sm">{node.description}</Text>}
              <List mt="xs">
                {node.nodeInputs.map((input, j) => (
                  <List.Item key={input.id ?? j}>
                    {input.label} — {t(`inputTypes.${input.type}`)}
                    {input.isRequired ? ` ${t('detail.required')}` : ''}
                    {input.values.length > 0 ? `: ${input.values.join(', ')}` : ''}
                  </List.Item>
                ))}
              </List>
              {node.footer && (
                <Text size="sm" c="dimmed" mt="xs">
                  {node.footer}
                </Text>
              )}
            </Card>
          ))}
        </>
      );
    case 'documents':
      return (
        <>
          {row(
            t('fields.document'),
            item.attachment ? (
              <Anchor href={item.attachment.fileUrl} target="_blank" rel="noreferrer">
                {item.attachment.displayName || item.attachment.originalName}
              </Anchor>
            ) : (
              t('detail.noFile')
            ),
          )}
          <Html html={item.body} />
        </>
      );
    default:
      return <Html html={item.body} />;
  }
}
