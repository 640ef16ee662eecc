import { lazy } from 'react';

/**
 * The support screens, fetched when first opened: a ticket needs the server anyway, and what they weigh stays out
 * of the 100 KB the first feed may cost on a satellite link (issue 35; scripts/bench-bundle.mjs).
 */
export const TicketsScreen = lazy(() => import('./tickets').then((m) => ({ default: m.TicketsScreen })));
export const NewTicketScreen = lazy(() =>
  import('./new-ticket').then((m) => ({ default: m.NewTicketScreen })),
);
export const TicketScreen = lazy(() => import('./ticket').then((m) => ({ default: m.TicketScreen })));
