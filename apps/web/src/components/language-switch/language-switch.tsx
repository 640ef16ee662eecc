import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage, type Language } from '../../i18n';
import { chooseLanguage } from '../../lib/language';
import { useToast } from '../toasts';

export function useChoose() {
  const { t, i18n } = useTranslation('common');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const choose = async (language: Language) => {
    if (language === current) return;
    setBusy(true);
    try {
      await chooseLanguage(language);
    } catch {
      // The interface has switched already; only the account's copy of the choice failed.
      toast.error(t('language.notSaved'));
    } finally {
      setBusy(false);
    }
  };
  return { t, current, choose, busy };
}

// The console's menu entries are in language-menu-items.tsx: Menu (and its floating-ui) stays out of the login
// page's bundle.

/**
 * The language switch of the public pages: each language named in itself ("English", "Français"), so a reader
 * who does not understand the current one still finds theirs.
 */
export function LanguageSwitch() {
  const { t, current, choose, busy } = useChoose();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'light' : 'subtle'}
          color="gray"
          lang={language}
          aria-pressed={language === current}
          disabled={busy}
          onClick={() => void choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
