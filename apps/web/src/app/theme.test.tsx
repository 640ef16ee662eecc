import { Badge, DEFAULT_THEME, Group, MantineProvider, mergeMantineTheme, Modal } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePicker } from '../components/date-picker';
import { i18n } from '../i18n';
import { AppProviders } from './app';
import { cssVariablesResolver, theme, variantColorResolver } from './theme';

describe('theme', () => {
  it('never cuts a badge with an ellipsis: it keeps its words whole and wraps between them', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Group wrap="nowrap" w={40}>
          <Badge data-testid="badge">Avis d'ébullition de l'eau</Badge>
        </Group>
      </MantineProvider>,
    );
    const badge = screen.getByTestId('badge');
    // jsdom lays nothing out: the inline styles the theme gives are what keeps the browser from cutting.
    expect(badge).toHaveStyle({ overflow: 'visible', height: 'auto' });
    const label = screen.getByText("Avis d'ébullition de l'eau");
    expect(label).toHaveStyle({ whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' });
  });

  it("keeps hovered primary buttons' text at WCAG AA contrast (4.5:1)", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;
    const cyan2 = DEFAULT_THEME.colors.cyan[2];
    // A filled button's white label on its hover colour; a light button's label on its hover background.
    expect(contrast('#ffffff', light['--mantine-primary-color-filled-hover'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-primary-color-light-color'], cyan2)).toBeGreaterThanOrEqual(4.5);
  });

  it("darkens the text of light badges and the background of filled ones, but not the primary colour's", () => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const light = variantColorResolver({ color: 'green', theme: full, variant: 'light' });
    expect(light.color).toBe('color-mix(in srgb, var(--mantine-color-green-9) 70%, black)');
    const filled = variantColorResolver({ color: 'orange', theme: full, variant: 'filled' });
    expect(filled.background).toBe('color-mix(in srgb, var(--mantine-color-orange-9) 75%, black)');
    const primary = variantColorResolver({ color: 'cyan', theme: full, variant: 'light' });
    expect(primary.color).toBe('var(--mantine-color-cyan-light-color)');
  });
});

describe('the localized theme (issue 21: icon buttons named)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  const ui = () => (
    <AppProviders queryClient={new QueryClient()} env="test">
      <Modal opened onClose={() => {}} title="Publish">
        <DatePicker label="Day" value={new Date(2026, 10, 2)} clearable onChange={() => {}} />
      </Modal>
    </AppProviders>
  );

  it("names every dialog's close button and every field's clear button, in the person's language", async () => {
    const { rerender } = render(ui());
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    // Its header is no second banner of the page (axe landmark-no-duplicate-banner).
    expect(screen.getByRole('dialog').querySelector('header')).toBeNull();
    await act(() => i18n.changeLanguage('fr'));
    rerender(ui());
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
  });
});
