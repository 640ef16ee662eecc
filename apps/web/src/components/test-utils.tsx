import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';

// env="test" turns off Mantine transitions and portals, so modals and dropdowns render synchronously
// inside the test container instead of after an animation frame in document.body.
function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

export function renderWithMantine(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/**
 * Vitest fake timers, made visible to Testing Library: it only advances faked timers after each
 * user-event action when a global `jest` exists, and otherwise waits forever on a faked setTimeout.
 */
export function fakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function realTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

/** user-event whose built-in delays move the fake clock when timers are faked. */
export function setupUser() {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}
