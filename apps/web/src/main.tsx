import '@mantine/core/styles.css';
import './reduced-motion.css';
import './syllabics-font.css';
import './focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sessionStore } from './lib/session';
import { initI18n } from './i18n';
import { installZodMessages } from './lib/forms';
import { startServiceWorker } from './lib/service-worker';

// Catalogues load on demand; screens suspend until theirs has arrived.
void initI18n();
installZodMessages();
// The current user is fetched once on start (skipped without a stored token); the app waits for it.
void sessionStore.start();
sessionStore.watchOtherTabs();
// The offline shell and the update prompt (issue 21); registered after the page's own load.
startServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
