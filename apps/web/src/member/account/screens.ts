import { lazy } from 'react';

/**
 * The account screen, fetched when first opened with its texts (build/member.ts LATER_TEXTS): what it weighs stays
 * out of the 100 KB the first feed may cost on a satellite link (issue 35; scripts/bench-bundle.mjs).
 */
export const AccountScreen = lazy(() => import('./account').then((m) => ({ default: m.AccountScreen })));
