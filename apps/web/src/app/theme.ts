import { Badge, createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9: white on it, and it on white or gray.0, reach WCAG AA's 4.5:1 for normal text (shade 8 gave 4.1-4.4,
  // which axe reports on the login button and links).
  primaryShade: 9,
  defaultRadius: 'md',
  // People who ask their system for less motion get no transitions (modals, menus, toasts) and no looping
  // animations; see also ../reduced-motion.css for what Mantine does not cover.
  respectReducedMotion: true,
  // Syllabics first: that face covers only the syllabics blocks (../syllabics-font.css), the rest falls through.
  fontFamily:
    '"Noto Sans Canadian Aboriginal", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    /*
     * Mantine cuts a badge's label with an ellipsis when its row is short of room, and French statuses are long
     * ("EN…" for "En attente", "AVIS D'ÉBULL…"). A badge is never narrower than its longest word here (no hidden
     * overflow, so a flex row cannot shrink it below that) and wraps between words, growing in height.
     */
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
      },
    }),
  },
});

/** The primary colour one step past Mantine's darkest cyan (cyan.9 is #0b7285), for hovered buttons. */
export const PRIMARY_DEEP = '#095c6b';

/**
 * Light-scheme texts that reach WCAG AA's 4.5:1, as axe checks in the journeys: dimmed text one gray darker than
 * Mantine's (gray.6 gives 3.2-3.3:1 on white and gray.0; gray.7 gives 7.8-8.2:1), and field errors in red.9 (red.6
 * gives 3.3:1 on white; red.9 5.5:1). Hovered primary buttons too: Mantine lightens a filled button at shade 9 to
 * cyan.8 (white on it 4.35:1) and darkens a light one's background to cyan.2 (cyan.9 on it 4.07:1); both use
 * PRIMARY_DEEP instead (white on it 7.5:1; on cyan.2 5.55:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-primary-color-filled-hover': PRIMARY_DEEP,
    '--mantine-color-cyan-filled-hover': PRIMARY_DEEP,
    '--mantine-primary-color-light-color': PRIMARY_DEEP,
    '--mantine-color-cyan-light-color': PRIMARY_DEEP,
  },
  dark: {},
});
