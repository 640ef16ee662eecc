import { call } from '../api';
import { h, rich } from '../dom';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { loader } from '../ui';
import { communityHeader, type CommunityProfile } from './community-header';

// Who to contact about privacy. The operator of an installation replaces these with its own.
export const PRIVACY_CONTACT = { phone: '1-888-555-0142', email: 'privacy@gathering.app' };

const LISTS = {
  words: ['partnerApp', 'platform', 'we'],
  app: ['account', 'login', 'usage', 'push', 'device'],
  rights: ['see', 'correct', 'delete', 'optOut'],
} as const;

/**
 * /privacy-policy/:slug?: the policy of spec 001 §2 in plain language, with the community's name where the
 * placeholder was. Without a community profile (no slug, or an unknown one) it speaks of "your community", and
 * says "your community's app" rather than "the your community app" (issue 10 item 7).
 */
export function privacyPolicyPage(update: Update, slug: string | undefined): Screen {
  let pending = Boolean(slug);
  let profile: CommunityProfile | null = null;
  if (slug)
    call<CommunityProfile>('GET', `/v1/community/profile/${encodeURIComponent(slug)}`)
      .then(
        (answer) => (profile = answer),
        () => (profile = null),
      )
      .finally(() => {
        pending = false;
        update();
      });

  function policy(community: string, named: boolean): Node[] {
    const bold = (text: string) => h('b', {}, text);
    const list = (group: keyof typeof LISTS) =>
      h(
        'ul',
        {},
        ...LISTS[group].map((key) =>
          h('li', {}, ...rich(t(`policy.${group}.${key}`, { community }), { b: bold })),
        ),
      );
    const section = (group: string, ...body: Node[]) => {
      const title = t(`policy.${group}.title`);
      return h('section', { 'aria-label': title }, h('h3', {}, title), ...body);
    };
    const para = (group: string) => h('p', {}, t(`policy.${group}.text`, { community }));
    const app = named ? t('policy.appNamed', { community }) : t('policy.appUnnamed', { community });
    const contact = rich(t('policy.contact.text', PRIVACY_CONTACT), {
      phone: (text) => h('a', { href: `tel:${PRIVACY_CONTACT.phone}` }, text),
      email: (text) => h('a', { href: `mailto:${PRIVACY_CONTACT.email}` }, text),
    });
    return [
      h('p', {}, t('policy.intro', { app })),
      section('words', list('words')),
      section('app', list('app')),
      section('panel', para('panel')),
      section('forms', para('forms')),
      section('sell', para('sell')),
      section('rights', list('rights')),
      section('security', para('security')),
      section('retention', para('retention')),
      section('links', para('links')),
      section('contact', h('p', {}, ...contact)),
    ];
  }

  return {
    render() {
      if (pending) return [loader(t('policy.loading'))];
      const name = profile?.name ?? t('policy.yourCommunity');
      return [
        h(
          'article',
          { class: 'card wide policy', 'aria-labelledby': 'policy-title' },
          communityHeader(profile?.name ?? 'Gathering', profile?.logo),
          h('h2', { id: 'policy-title' }, t('policy.title')),
          ...policy(name, Boolean(profile)),
        ),
      ];
    },
  };
}
