import {
  Badge,
  Button,
  CloseButton,
  createTheme,
  InputClearButton,
  mergeThemeOverrides,
  type MantineThemeOverride,
  defaultVariantColorsResolver,
  DrawerHeader,
  ModalHeader,
  parseThemeColor,
  SegmentedControl,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * A theme colour's darkest shade taken further towards black. Mantine's shade 9 of green, orange and yellow is too
 * light for WCAG AA's 4.5:1 as the text of a light badge (green.9 on its light background: 3.8:1; orange.9 on white:
 * 3.6:1) or under white in a filled one (white on green.9: 4.36:1; on yellow.9 taken 80% of the way, 4.49:1, the note badge); axe found it on every status badge.
 */
const deeper = (color: string, share: number) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9) ${share}%, black)`;

/**
 * The colours of every variant of every named colour but the primary one (tuned in cssVariablesResolver) and the
 * grays (dark enough): filled ones get a deeper background, the others (light, outline, subtle…) deeper text.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const plain = parsed.isThemeColor && parsed.shade === undefined;
  if (!plain || ['gray', 'dark', input.theme.primaryColor].includes(parsed.color)) return base;
  if (input.variant === 'filled')
    return { ...base, background: deeper(parsed.color, 75), hover: deeper(parsed.color, 60) };
  if (['light', 'outline', 'subtle', 'transparent', 'dot'].includes(input.variant))
    return { ...base, color: deeper(parsed.color, 70), hoverColor: deeper(parsed.color, 70) };
  return base;
};

// Outside the literal: the headers' props type leaves out the element they render, which they pass on.
const PLAIN_HEADER = { component: 'div' };

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
  variantColorResolver,
  components: {
    /*
     * Mantine cuts a badge's label with an ellipsis when its row is short of room, and French statuses are long
     * ("EN…" for "En attente", "AVIS D'ÉBULL…"). A badge is never narrower than its longest word here (no hidden
     * overflow, so a flex row cannot shrink it below that) and wraps between words, growing in height.
     */
    // A dialog's header is a <header>, which axe counts as a second banner beside the page's
    // (landmark-no-duplicate-banner): a plain block instead; the dialog is named by its title all the same.
    ModalHeader: ModalHeader.extend({ defaultProps: PLAIN_HEADER }),
    // A button never pushes the page wider than a phone (issue 40 #6: "Créer un administrateur de communauté" made
    // the platform's Administration screen 401 px wide): its words wrap, and it grows in height.
    Button: Button.extend({
      styles: {
        root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)' },
        // As tall as the button within its border: a link drawn as a button (Edit, Cancel) does not centre its
        // content as a <button> does, and drew its words at the top once the height was left to them.
        inner: { minHeight: 'calc(var(--button-height) - 2px)' },
        label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' },
      },
    }),
    // A row of choices never pushes the page wider than a phone (issue 40 #6: at 390 px the five content views made
    // News 434 px wide and pushed the user menu off-screen): past the width it has, it scrolls within itself.
    SegmentedControl: SegmentedControl.extend({
      styles: { root: { maxWidth: '100%', overflowX: 'auto' } },
    }),
    DrawerHeader: DrawerHeader.extend({ defaultProps: PLAIN_HEADER }),
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
    // Placeholders drawn as text (a date picker's "Pick a day" is a button's content, which axe checks): 4.9:1 on
    // white, still lighter than a value (Mantine's gray.5 gives 2.1:1; gray.6 3.3:1).
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-primary-color-filled-hover': PRIMARY_DEEP,
    '--mantine-color-cyan-filled-hover': PRIMARY_DEEP,
    '--mantine-primary-color-light-color': PRIMARY_DEEP,
    '--mantine-color-cyan-light-color': PRIMARY_DEEP,
  },
  dark: {},
});

/**
 * The theme with the names of Mantine's own icon buttons in the person's language: every close button (a dialog's,
 * a drawer's, an alert's) is "Close" and every field's clear button "Clear" unless a screen names it better
 * (issue 21: the Publish dialog opened with the focus on a close button without a name; a job's closing day had
 * a clear button without one).
 */
export function localizedTheme(t: (key: 'actions.close' | 'actions.clear') => string): MantineThemeOverride {
  // Named outside the literal: the components' props types leave out the button attributes they pass on.
  const close = { 'aria-label': t('actions.close') };
  const clear = { 'aria-label': t('actions.clear') };
  return mergeThemeOverrides(theme, {
    components: {
      CloseButton: CloseButton.extend({ defaultProps: close }),
      InputClearButton: InputClearButton.extend({ defaultProps: clear }),
    },
  });
}
