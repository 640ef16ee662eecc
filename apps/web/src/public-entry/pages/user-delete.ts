import { errorMessage } from '../../core/api';
import { call } from '../api';
import { h } from '../dom';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { field, loader, statusCard, submitButton, toastError } from '../ui';
import { emailProblem, lowercased, PROBLEM_TEXT } from '../validate';
import { communityHeader, type CommunityProfile } from './community-header';

/**
 * /user-delete/:community: an app user asks for the deletion of their user; a link to confirm it is e-mailed.
 * Spec 001 §8: a community that cannot be loaded sends the visitor to the login page.
 */
export function userDeletePage(update: Update, slug: string, leave: (to: string) => void): Screen {
  let profile: CommunityProfile | null = null;
  let email = '';
  let error: string | null = null;
  let busy = false;
  let requested = false;

  call<CommunityProfile>('GET', `/v1/community/profile/${encodeURIComponent(slug)}`).then(
    (answer) => {
      profile = answer;
      update();
    },
    () => leave('/'),
  );

  async function submit(e: Event) {
    e.preventDefault();
    if (busy) return;
    const problem = emailProblem(email);
    error = problem && t(PROBLEM_TEXT[problem]);
    if (error || !profile) return update();
    busy = true;
    update();
    try {
      await call('DELETE', `/v1/users/deletion-request/${encodeURIComponent(profile.slug)}`, {
        email: email.trim(),
        community_slug: profile.slug,
      });
      requested = true;
    } catch (err) {
      // Spec 001 §8: "Invalid Email" when the server gives no sentence of its own.
      const message = errorMessage(err, t('invalidEmail'));
      if ((err as { field?: string }).field === 'email') error = message;
      else toastError(message);
    }
    busy = false;
    update();
  }

  return {
    render() {
      if (!profile) return [loader(t('deletion.loadingCommunity'))];
      const header = communityHeader(profile.name, profile.logo);
      if (requested)
        return [header, statusCard('info', t('deletion.requestedTitle'), t('deletion.requestedText'))];
      return [
        header,
        h(
          'section',
          { class: 'card', 'aria-labelledby': 'delete-title' },
          h(
            'form',
            { novalidate: true, onsubmit: (e: Event) => void submit(e) },
            h('h2', { id: 'delete-title' }, t('deletion.title')),
            h('p', { class: 'dimmed small' }, t('deletion.text')),
            field({
              label: t('fields.email'),
              type: 'email',
              autocomplete: 'email',
              value: email,
              error,
              onInput: (input) => {
                input.value = email = lowercased(input.value);
              },
            }),
            submitButton(t('deletion.submit'), busy, 'danger'),
          ),
        ),
      ];
    },
  };
}
