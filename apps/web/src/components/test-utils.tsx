import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { TOAST_POSITION, toastStore } from './toasts';

/** A fresh query cache for one test: nothing is retried, so a failure shows at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The query cache, when the test reads or seeds it; by default a fresh createTestQueryClient(). */
  client?: QueryClient;
  /** Renders under a MemoryRouter at this address (pass `<Routes>` as the ui to read the address's params). */
  route?: string;
}

/**
 * The one render of a component test: Mantine, a query cache and, with `route`, a router. (A whole console with its
 * session and fake API renders through apps/web/test/render-app.tsx instead.)
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { client = createTestQueryClient(), route, ...rest } = options;
  // env="test" turns off Mantine transitions and portals, so modals and dropdowns render synchronously
  // inside the test container instead of after an animation frame in document.body.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        {route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}
      </QueryClientProvider>
    </MantineProvider>
  );
  return { client, ...render(ui, { wrapper, ...rest }) };
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

/** Where the toasts are drawn (Mantine's notifications column at the app's one position). */
export function toastArea(): HTMLElement {
  const area = document.querySelector<HTMLElement>(`[data-toasts-root][data-position="${TOAST_POSITION}"]`);
  if (!area) throw new Error('No toasts are drawn: render a <ToastProvider/>.');
  return area;
}

/**
 * The toasts each test raises through useToast() (outside a ToastProvider, the global store): two mocks called with
 * every new toast's text. The real store stays in place, so such test files share the worker's module graph (a
 * vi.mock of the toasts module would need an isolated graph, ~5 s per file). Call it at the top of a test file.
 */
export function watchToasts() {
  const toasts = { error: vi.fn<(text: string) => void>(), success: vi.fn<(text: string) => void>() };
  let unsubscribe = () => {};
  beforeEach(() => {
    toasts.error.mockReset();
    toasts.success.mockReset();
    const seen = new Set(toastStore.getSnapshot().map((t) => t.id));
    unsubscribe = toastStore.subscribe(() => {
      for (const t of toastStore.getSnapshot()) {
        if (seen.has(t.id)) continue;
        seen.add(t.id);
        if (t.variant === 'ERROR') toasts.error(t.description);
        if (t.variant === 'SUCCESS') toasts.success(t.description);
      }
    });
  });
  afterEach(() => unsubscribe());
  return toasts;
}
