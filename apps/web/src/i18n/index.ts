import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { rememberLanguage } from '../core/languages';
import { LANGUAGES, initialLanguage, toLanguage, type Language } from './languages';

export * from './languages';

// Each catalogue is its own chunk (the first screens' are one per language: build/chunks.ts): a French visitor never
// downloads English screens' texts and the login page carries no catalogue but its own.
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
 * Tests call `initI18nForTests` (test/i18n.ts) instead, which has every catalogue at hand synchronously.
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

/** Switches the interface language and remembers the choice in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
