import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUiLanguage, translate, uiLanguage } from './i18n';
import { TextsContext } from './render/texts';

/** The app's texts in the interface's language, drawn again when the person switches it. */
export function TextsProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(uiLanguage);
  useEffect(() => {
    const off = onUiLanguage(() => setLanguage(uiLanguage()));
    return () => {
      off();
    };
  }, []);
  const texts = useMemo(
    () => ({
      language,
      t: (key: string, values?: Record<string, string | number>) => translate(language, key, values),
    }),
    [language],
  );
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}
