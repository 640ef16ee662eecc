import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/**
 * The first stop of the keyboard on every page: straight to the content, past the header and the navigation
 * (WCAG 2.4.1). Hidden until it has the focus.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      className={classes.skip}
      href={`#${target}`}
      onClick={(e) => {
        const main = document.getElementById(target);
        if (!main) return;
        e.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
