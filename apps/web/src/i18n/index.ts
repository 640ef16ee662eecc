import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { rememberLanguage } from '../core/languages';
import { LANGUAGES, NAMESPACES, initialLanguage, toLanguage, type Language } from './languages';

export * from './languages';

// Each catalogue is its own chunk: a French visitor never downloads English screens' texts and the login page
// carries no catalogue but its own.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

let datesLanguage: Language = 'en';

function applyLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  datesLanguage = language;
  // The French dates load on demand; a switch back to English before they arrive must win.
  if (language === 'fr')
    void import('dayjs/locale/fr').then(() => {
      if (datesLanguage === 'fr') dayjs.locale('fr');
    });
  else dayjs.locale('en');
}

export const i18n: I18n = i18next.createInstance();

/**
 * Starts i18next for the browser: catalogues load on demand (components suspend until theirs has arrived).
 * Tests call `initI18nForTests` instead, which has every English catalogue at hand synchronously.
 */
export function initI18n(language: Language = initialLanguage()): Promise<unknown> {
  applyLanguage(language);
  return i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Every catalogue of both languages bundled in, so component tests render texts at once. */
export function initI18nForTests(language: Language = 'en'): Promise<unknown> {
  const eager = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
    eager: true,
    import: 'default',
  });
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, catalogue] of Object.entries(eager)) {
    const [, language, namespace] = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
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

/** Switches the interface language and remembers the choice in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
