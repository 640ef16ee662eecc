import { initReactI18next } from 'react-i18next';
import { i18n, LANGUAGES, NAMESPACES, type Language } from '../src/i18n';

/**
 * Every catalogue of both languages bundled in, so component tests render texts at once. Kept out of src/i18n: there
 * the catalogues imported at once were a static import of every one of them by the console's i18n module, which the
 * bundler's grouping (build/first-screens.ts) then took into the console's entry.
 */
export function initI18nForTests(language: Language = 'en'): Promise<unknown> {
  const eager = import.meta.glob<Record<string, unknown>>('../src/locales/*/*.json', {
    eager: true,
    import: 'default',
  });
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, catalogue] of Object.entries(eager)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    (resources[language] ??= {})[namespace] = catalogue;
  }
  return i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
}
