import { call } from '../api';
import type { Screen, Update } from '../frame';
import { t } from '../i18n';
import { linkButton, loader, statusCard } from '../ui';

/**
 * /email-verification/:token: the link e-mailed after a change of address verifies it when opened, as it always
 * has (the call is idempotent: a second opening says the address is already verified).
 */
export function emailVerificationPage(update: Update, token: string | undefined): Screen {
  let state: 'pending' | 'done' | 'already' | 'error' = token ? 'pending' : 'error';
  if (token)
    call<{ alreadyVerified?: boolean }>('GET', `/v1/users/verify/${encodeURIComponent(token)}`).then(
      (answer) => {
        state = answer?.alreadyVerified ? 'already' : 'done';
        update();
      },
      () => {
        state = 'error';
        update();
      },
    );
  return {
    render() {
      if (state === 'pending') return [loader(t('verification.verifying'))];
      if (state === 'already')
        return [
          statusCard(
            'success',
            t('verification.alreadyTitle'),
            t('verification.alreadyText'),
            linkButton('/', t('links.goToLogin')),
          ),
        ];
      if (state === 'done')
        return [
          statusCard(
            'success',
            t('verification.doneTitle'),
            t('verification.doneText'),
            linkButton('/', t('links.goToLogin')),
          ),
        ];
      return [
        statusCard(
          'error',
          t('verification.errorTitle'),
          t('verification.errorText'),
          linkButton('/', t('links.backToLogin'), 'default'),
        ),
      ];
    },
  };
}
