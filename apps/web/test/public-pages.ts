import { afterEach } from 'vitest';
import { mountFrame } from '../src/public-entry/frame';
import { setLanguage } from '../src/public-entry/i18n';
import { route } from '../src/public-entry/routes';
import { withFakeApi } from './render-app';

/**
 * The public pages (public.html) under test: the fake API, and `open(path)` that draws a page as public.html's
 * main.ts does. Each test starts from an empty document in English.
 */
export function publicPages() {
  withFakeApi();
  const left: string[] = [];
  afterEach(() => {
    document.body.replaceChildren();
    document.title = '';
    left.length = 0;
    setLanguage('en');
  });
  /** Opens a public page at `path` (with its search), in `language`. */
  function open(path: string, { language = 'en', signedIn = false } = {}) {
    const url = new URL(path, 'http://localhost');
    setLanguage(language as 'en');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const screenOf = route(url.pathname, {
      search: url.searchParams,
      signedIn,
      leave: (to) => left.push(to),
    });
    if (screenOf) mountFrame(root, screenOf);
    return screenOf;
  }
  return {
    open,
    /** Where the page sent the browser (a full navigation), in order. */
    left,
    toasts: () => document.getElementById('toasts')!,
  };
}
