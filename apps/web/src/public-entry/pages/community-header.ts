import { h, LOGO } from '../dom';
import { t } from '../i18n';

/**
 * A community's logo and name above its public pages; the product logo stands in for a missing one, and for one
 * that cannot be loaded (as Mantine's Avatar did): a broken image under a heading looks like a broken page.
 */
export const communityHeader = (name: string, logo: string | null | undefined) =>
  h(
    'div',
    { class: 'community' },
    h('img', {
      src: logo || LOGO,
      alt: t('logo', { name }),
      width: 72,
      height: 72,
      onerror: (e: Event) => {
        const img = e.currentTarget as HTMLImageElement;
        if (img.src !== LOGO) img.src = LOGO;
      },
    }),
    h('h1', {}, name),
  );

export interface CommunityProfile {
  name: string;
  slug: string;
  logo: string | null;
}
