import { Anchor, Avatar, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportTicketDetail } from '@gathering/contract';
import { formatDateTime } from '../../../lib/format';
import { formatDuration } from './duration';

/** A titled card of label/value pairs; an empty value reads "Not given" rather than leaving a hole. */
function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="md" align="flex-start">
            <Text component="dt" size="sm" c="dimmed" style={{ flex: 'none' }}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value === '' || value == null ? t('detail.notGiven') : value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

// How the person came (a membership's scope, or GUEST) and the app's operating system arrive as codes ("APP",
// "ios"): they are shown in words; a code this console does not know yet is shown as it came.
const SCOPES = ['APP', 'INVITED', 'IMPORTED', 'GUEST'] as const;
const OS_NAMES = ['ios', 'android'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Ticket data, response times, device details, community and member, screenshots (spec 001 §2, §3). */
export function TicketFacts({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support');
  const device = ticket.deviceDetails;
  const member = ticket.memberDetails;
  const scope =
    member.scope && isOneOf(SCOPES, member.scope) ? t(`detail.scopes.${member.scope}`) : member.scope;
  const os = device.os.toLowerCase();
  return (
    <Stack gap="md">
      <Facts
        title={t('detail.ticket')}
        rows={[
          [t('detail.postedOn'), formatDateTime(ticket.postedOn)],
          [t('detail.lastActivityOn'), formatDateTime(ticket.lastActivityOn)],
          [t('detail.appBuild'), ticket.appBuild],
          [t('detail.firstResponse'), formatDuration(ticket.firstResponseSeconds)],
          [t('detail.resolution'), formatDuration(ticket.resolutionSeconds)],
          ...(ticket.escalatedOn
            ? ([[t('detail.escalatedOn'), formatDateTime(ticket.escalatedOn)]] as [string, ReactNode][])
            : []),
        ]}
      />
      <Facts
        title={t('detail.member')}
        rows={[
          [t('detail.member'), member.guestId ? t('guest') : member.member],
          [t('detail.email'), member.email],
          [t('detail.username'), member.username],
          [t('detail.scope'), scope],
        ]}
      />
      <Facts
        title={t('detail.community')}
        rows={[
          [
            t('detail.community'),
            <Group gap="xs" justify="flex-end" wrap="nowrap" component="span">
              {ticket.communityDetails.logo && (
                <Avatar src={ticket.communityDetails.logo} size="sm" radius="sm" alt="" />
              )}
              {ticket.communityDetails.community}
            </Group>,
          ],
        ]}
      />
      <Facts
        title={t('detail.device')}
        rows={[
          [t('detail.os'), isOneOf(OS_NAMES, os) ? t(`detail.osNames.${os}`) : device.os],
          [t('detail.osVersion'), device.osVersion],
          [t('detail.deviceModel'), device.device],
          [t('detail.manufacturer'), device.manufacturer],
          [t('detail.network'), device.network],
          [t('detail.timezone'), device.timezone],
        ]}
      />
    </Stack>
  );
}

/** The screenshots attached from the app, each opening full size in a new tab. */
export function TicketScreenshots({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support');
  if (ticket.attachments.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('detail.screenshots')}>
      <Title order={2} size="h4" mb="xs">
        {t('detail.screenshots')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {ticket.attachments.map((a, i) => (
          <Anchor key={a.id} href={a.url} target="_blank" rel="noreferrer">
            <Image
              src={a.url}
              alt={t('detail.screenshot', { number: i + 1 })}
              radius="sm"
              h={160}
              fit="contain"
              bg="gray.1"
            />
          </Anchor>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
