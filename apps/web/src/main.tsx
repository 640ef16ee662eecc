import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sessionStore } from './lib/session';

// The current user is fetched once on start (skipped without a stored token); the app waits for it.
void sessionStore.start();
sessionStore.watchOtherTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
