import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';

// Who to contact about privacy. The operator of an installation replaces these with its own.
export const PRIVACY_CONTACT = { phone: '1-888-555-0142', email: 'privacy@gathering.app' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}

type PolicyKey =
  | 'words.partnerApp'
  | 'words.platform'
  | 'words.we'
  | 'app.account'
  | 'app.login'
  | 'app.usage'
  | 'app.push'
  | 'app.device'
  | 'rights.see'
  | 'rights.correct'
  | 'rights.delete'
  | 'rights.optOut';

/**
 * The policy of spec 001 §2 in plain language, with the community's name where the placeholder was.
 * `named` is false when no community profile is known: `community` is then a description ("your community"),
 * so "the {community} app" would read "the your community app" (issue 10 item 7).
 */
export function PrivacyPolicyText({ community, named = true }: { community: string; named?: boolean }) {
  const { t } = useTranslation('public');
  const app = named ? t('policy.appNamed', { community }) : t('policy.appUnnamed', { community });
  // Bold lead words stay markup in the catalogue (<b>…</b>), so each language places them itself.
  const item = (key: PolicyKey) => (
    <List.Item>
      <Trans t={t} i18nKey={`policy.${key}`} values={{ community }} components={{ b: <b /> }} />
    </List.Item>
  );
  return (
    <Stack gap="lg">
      <Text>{t('policy.intro', { app })}</Text>

      <Section title={t('policy.words.title')}>
        <List spacing="xs">
          {item('words.partnerApp')}
          {item('words.platform')}
          {item('words.we')}
        </List>
      </Section>

      <Section title={t('policy.app.title')}>
        <List spacing="xs">
          {item('app.account')}
          {item('app.login')}
          {item('app.usage')}
          {item('app.push')}
          {item('app.device')}
        </List>
      </Section>

      <Section title={t('policy.panel.title')}>
        <Text>{t('policy.panel.text', { community })}</Text>
      </Section>

      <Section title={t('policy.forms.title')}>
        <Text>{t('policy.forms.text', { community })}</Text>
      </Section>

      <Section title={t('policy.sell.title')}>
        <Text>{t('policy.sell.text', { community })}</Text>
      </Section>

      <Section title={t('policy.rights.title')}>
        <List spacing="xs">
          {item('rights.see')}
          {item('rights.correct')}
          {item('rights.delete')}
          {item('rights.optOut')}
        </List>
      </Section>

      <Section title={t('policy.security.title')}>
        <Text>{t('policy.security.text', { community })}</Text>
      </Section>

      <Section title={t('policy.retention.title')}>
        <Text>{t('policy.retention.text')}</Text>
      </Section>

      <Section title={t('policy.links.title')}>
        <Text>{t('policy.links.text', { community })}</Text>
      </Section>

      <Section title={t('policy.contact.title')}>
        <Text>
          <Trans
            t={t}
            i18nKey="policy.contact.text"
            values={PRIVACY_CONTACT}
            components={{
              phone: <a href={`tel:${PRIVACY_CONTACT.phone}`} />,
              email: <a href={`mailto:${PRIVACY_CONTACT.email}`} />,
            }}
          />
        </Text>
      </Section>
    </Stack>
  );
}
