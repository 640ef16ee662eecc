import { Badge, Group, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

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
});
