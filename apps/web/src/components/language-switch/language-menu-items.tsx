import { Menu } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n';
import { useChoose } from './language-switch';

/** The same choice as entries of the console's user menu. */
export function LanguageMenuItems() {
  const { t, current, choose } = useChoose();
  return (
    <>
      <Menu.Label>{t('language.label')}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          rightSection={language === current ? '✓' : undefined}
          onClick={() => void choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Menu.Item>
      ))}
    </>
  );
}
