import { call } from '../api';
import { h } from '../dom';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { button, linkButton, loader, statusCard } from '../ui';
import { communityHeader, type CommunityProfile } from './community-header';

interface Preview {
  firstName: string | null;
  maskedEmail: string;
  community: CommunityProfile;
}

/**
 * /deletion-confirmation/:token: opening the e-mailed link only shows whose app user in which community it
 * deletes (mail scanners open links before people do); nothing is deleted until the person presses the button,
 * the one call that uses the link.
 */
export function deletionConfirmationPage(update: Update, token: string | undefined): Screen {
  let state: 'checking' | 'ask' | 'error' | 'done' = token ? 'checking' : 'error';
  let preview: Preview | null = null;
  let busy = false;

  if (token)
    call<Preview>('GET', `/v1/users/deletion/${encodeURIComponent(token)}`).then(
      (answer) => {
        preview = answer;
        state = 'ask';
        update();
      },
      () => {
        state = 'error';
        update();
      },
    );

  async function confirm() {
    if (busy) return;
    busy = true;
    update();
    try {
      await call('POST', `/v1/users/deletion/${encodeURIComponent(token ?? '')}`);
      state = 'done';
    } catch {
      // Refused: the link was used or expired meanwhile.
      state = 'error';
    }
    busy = false;
    update();
  }

  return {
    render() {
      if (state === 'done') return [statusCard('success', t('deletion.doneTitle'), t('deletion.doneText'))];
      if (state === 'checking') return [loader(t('deletion.checking'))];
      if (state === 'error' || !preview)
        return [
          statusCard(
            'error',
            t('deletion.errorTitle'),
            t('deletion.errorText'),
            h('p', { class: 'small' }, t('deletion.errorHint')),
            linkButton('/', t('links.backToLogin'), 'default'),
          ),
        ];
      const { firstName, maskedEmail, community } = preview;
      const who = firstName
        ? t('deletion.confirmWho', { name: firstName, email: maskedEmail, community: community.name })
        : t('deletion.confirmWhoNoName', { email: maskedEmail, community: community.name });
      const confirmButton = button(t('deletion.confirmButton'), () => void confirm(), 'danger');
      if (busy) {
        confirmButton.setAttribute('aria-disabled', 'true');
        confirmButton.setAttribute('aria-busy', 'true');
      }
      return [
        communityHeader(community.name, community.logo),
        h(
          'section',
          { class: 'card narrow', 'aria-labelledby': 'deletion-confirm-title' },
          h('h2', { id: 'deletion-confirm-title' }, t('deletion.confirmTitle')),
          h('p', {}, who),
          h('p', { class: 'dimmed' }, t('deletion.confirmWarning')),
          h('div', { class: 'actions end' }, linkButton('/', t('deletion.keep'), 'default'), confirmButton),
        ),
      ];
    },
  };
}
