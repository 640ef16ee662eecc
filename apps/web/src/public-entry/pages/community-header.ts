import { h, LOGO } from '../dom';
import { t } from '../i18n';

/** A community's logo and name above its public pages; the product logo stands in for a missing one. */
export const communityHeader = (name: string, logo: string | null | undefined) =>
  h(
    'div',
    { class: 'community' },
    h('img', { src: logo || LOGO, alt: t('logo', { name }), width: 72, height: 72 }),
    h('h1', {}, name),
  );

export interface CommunityProfile {
  name: string;
  slug: string;
  logo: string | null;
}
