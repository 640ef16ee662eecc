import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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

/**
 * The policy of spec 001 §2 in plain language, with the community's name where the placeholder was.
 * `named` is false when no community profile is known: `community` is then a description ("your community"),
 * so "the {community} app" would read "the your community app" (issue 10 item 7).
 */
export function PrivacyPolicyText({ community, named = true }: { community: string; named?: boolean }) {
  const app = named ? `the ${community} app` : `${community}'s app`;
  return (
    <Stack gap="lg">
      <Text>
        This policy explains what information {app} and its administration website collect, why, how it is
        protected, and what you can do about it. We have tried to write it so that anyone can read it.
      </Text>

      <Section title="Words we use">
        <List spacing="xs">
          <List.Item>
            <b>The Partner App</b> is the mobile app of {community} for iOS and Android, through which members
            read news, events, jobs, forms and documents and receive notifications.
          </List.Item>
          <List.Item>
            <b>The Web-Service Platform</b> is the service behind the Partner App: the servers that store and
            deliver its content, and the administration panel that the administrators of {community} use to
            manage it.
          </List.Item>
          <List.Item>
            <b>We</b> means {community} together with the company that operates the Web-Service Platform for
            it.
          </List.Item>
        </List>
      </Section>

      <Section title="What the Partner App collects">
        <List spacing="xs">
          <List.Item>
            <b>Your account:</b> your name, username and e-mail address, and your password, which is stored
            only in a scrambled form that nobody can read back.
          </List.Item>
          <List.Item>
            <b>Logging in and password resets:</b> when you sign in or ask to reset your password, we record
            the time and send the reset link to your e-mail address.
          </List.Item>
          <List.Item>
            <b>Usage statistics:</b> which posts are opened and which buttons in them are used, so that{' '}
            {community} knows what is useful to its members. These figures are shown to the administrators as
            counts.
          </List.Item>
          <List.Item>
            <b>Push notifications:</b> if you allow them, a device token from Apple or Google so that we can
            send notifications to your phone, and whether a notification was opened.
          </List.Item>
          <List.Item>
            <b>Your device:</b> if you contact support from the app, the device model, system version and app
            version, so that we can help with your problem.
          </List.Item>
        </List>
      </Section>

      <Section title="What the administration panel collects">
        <Text>
          The administrators of {community} sign in to the panel with a username or e-mail address and a
          password. We record their logins and password-reset requests, and the changes they make, so that the
          content of the Partner App stays accountable.
        </Text>
      </Section>

      <Section title="Forms and signatures">
        <Text>
          When you fill in a form or sign a document in the Partner App, your answers and your signature are
          sent by e-mail to the administration of {community}. They are not stored on the Web-Service Platform
          after they have been sent.
        </Text>
      </Section>

      <Section title="We never sell your data">
        <Text>
          Your information is used only to run the Partner App for {community}. It is never sold, rented or
          traded, and it is not shared with advertisers.
        </Text>
      </Section>

      <Section title="Your rights">
        <List spacing="xs">
          <List.Item>
            <b>See</b> the information we hold about you.
          </List.Item>
          <List.Item>
            <b>Correct</b> anything that is wrong, in the app or by asking us.
          </List.Item>
          <List.Item>
            <b>Delete</b> your account: use the deletion page of {community}, or ask us, and it is removed
            once you confirm the request from the e-mail we send you.
          </List.Item>
          <List.Item>
            <b>Opt out</b> of push notifications in your phone&apos;s settings, and of anything else by
            contacting us.
          </List.Item>
        </List>
      </Section>

      <Section title="Security">
        <Text>
          Everything sent between the Partner App, the administration panel and the Web-Service Platform
          travels over encrypted (SSL) connections. Access to your information is limited to the
          administrators of {community} and to the people who operate the platform.
        </Text>
      </Section>

      <Section title="How long we keep information">
        <Text>
          We keep your information while your account exists. When an administrator removes an account, it is
          kept but can no longer be used or seen in the app, until you ask for it to be deleted; it is then
          deleted for good.
        </Text>
      </Section>

      <Section title="Links to other websites">
        <Text>
          Posts in the Partner App may link to websites that {community} does not run. Their own privacy
          policies apply there, and we are not responsible for what they collect.
        </Text>
      </Section>

      <Section title="Contact us">
        <Text>
          For any question about this policy or your information, call us at{' '}
          <a href={`tel:${PRIVACY_CONTACT.phone}`}>{PRIVACY_CONTACT.phone}</a> or write to{' '}
          <a href={`mailto:${PRIVACY_CONTACT.email}`}>{PRIVACY_CONTACT.email}</a>.
        </Text>
      </Section>
    </Stack>
  );
}
