import { useEffect, useMemo, useState } from 'react';
import { currentLanguage, i18n, isLanguage } from '../i18n';
import type { RenderTexts } from '../member/render/texts';

/**
 * The member app's own words (its `member` catalogue) in a language the interface speaks, for the console's previews
 * of what members see (issue 35 item 5: an item, a push); another language (Cree) is framed in the console's, as the
 * member app frames it in the reader's interface language. null while the catalogue loads.
 */
export function useMemberTexts(tag: string): RenderTexts | null {
  const base = tag.split('-')[0];
  const language = isLanguage(base) ? base : currentLanguage();
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, 'member'));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void i18n.reloadResources(language, 'member').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [language, loaded]);
  return useMemo(
    () => (loaded ? { t: i18n.getFixedT(language, 'member') as RenderTexts['t'], language } : null),
    [language, loaded],
  );
}
