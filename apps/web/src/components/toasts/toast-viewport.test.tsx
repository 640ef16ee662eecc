import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimers, realTimers, renderWithProviders, setupUser } from '../test-utils';
import { ToastProvider, useToast } from './toast-provider';
import { createToastStore, toastStore, type ToastStore } from './toast-store';
import { TOAST_POSITIONS } from './toast-types';
import { ToastViewport } from './toast-viewport';
import { toast } from './toast-api';
import { i18n } from '../../i18n';

let store: ToastStore;

beforeEach(() => {
  fakeTimers();
  store = createToastStore();
});
afterEach(() => {
  act(() => {
    store.clear();
    toastStore.clear();
  });
  realTimers();
});

const region = (position: string) => screen.getByRole('region', { name: `Notifications ${position}` });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('<ToastViewport/>', () => {
  it('renders one region per position', () => {
    renderWithProviders(<ToastViewport store={store} />);
    for (const position of TOAST_POSITIONS) expect(region(position)).toBeInTheDocument();
  });

  it('puts toasts without a position top-left, others in their own region', () => {
    renderWithProviders(<ToastViewport store={store} />);
    act(() => {
      store.show({ variant: 'INFO', description: 'Default corner' });
      store.show({ variant: 'INFO', description: 'Bottom centre', position: 'bottom-center' });
    });
    expect(within(region('top-left')).getByText('Default corner')).toBeInTheDocument();
    expect(within(region('bottom-center')).getByText('Bottom centre')).toBeInTheDocument();
  });

  it("shows the fixed titles and Dismiss in the reader's language, a caller's own title as given", async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderWithProviders(<ToastViewport store={store} />);
      act(() => {
        store.show({ variant: 'ERROR', title: 'Error', description: 'x' });
        store.show({ variant: 'INFO', title: 'Mon titre', description: 'y' });
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Erreur');
      expect(screen.getByText('Mon titre')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("runs a toast's action once and dismisses the toast (issue 22 item 6: Undo)", () => {
    const undo = vi.fn();
    renderWithProviders(<ToastViewport store={store} />);
    act(() => {
      store.show({ variant: 'SUCCESS', description: 'Marked', action: { label: 'Undo', onClick: undo } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    advance(1000);
    expect(screen.queryByText('Marked')).not.toBeInTheDocument();
  });

  it('shows title and description; errors are alerts, the rest statuses', () => {
    renderWithProviders(<ToastViewport store={store} />);
    act(() => {
      store.show({ variant: 'ERROR', title: 'Error', description: 'Login Error' });
      store.show({ variant: 'SUCCESS', title: 'Success', description: 'Saved' });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Login Error');
    expect(alert).toHaveAttribute('data-variant', 'ERROR');
    expect(screen.getByRole('status')).toHaveTextContent('SuccessSaved');
  });

  it('auto-dismisses after 5000 ms plus the 220 ms exit', () => {
    renderWithProviders(<ToastViewport store={store} />);
    act(() => void store.show({ variant: 'INFO', description: 'Bye soon' }));
    advance(5000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
    advance(220);
    expect(screen.queryByText('Bye soon')).not.toBeInTheDocument();
  });

  it('the Dismiss button closes the toast', async () => {
    const user = setupUser();
    renderWithProviders(<ToastViewport store={store} />);
    act(() => void store.show({ variant: 'INFO', description: 'Close me', autoDismiss: false }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
    advance(220);
    expect(screen.queryByText('Close me')).not.toBeInTheDocument();
  });

  it('hovering pauses the timer; leaving resumes with the remaining time', () => {
    renderWithProviders(<ToastViewport store={store} />);
    act(() => void store.show({ variant: 'INFO', description: 'Hover me' }));
    advance(4000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveAttribute('data-paused', 'true');
    advance(10_000);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(999);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    advance(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
  });

  it('uses a different default position when told', () => {
    renderWithProviders(<ToastViewport store={store} defaultPosition="bottom-right" />);
    act(() => void store.show({ variant: 'INFO', description: 'Public' }));
    expect(within(region('bottom-right')).getByText('Public')).toBeInTheDocument();
  });
});

function Raise({ text }: { text: string }) {
  const api = useToast();
  return <button onClick={() => api.error(text)}>raise {text}</button>;
}

describe('<ToastProvider/> and useToast', () => {
  it('renders the viewport and shows toasts raised through the hook', () => {
    renderWithProviders(
      <ToastProvider store={store}>
        <Raise text="Oops" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'raise Oops' }));
    expect(within(region('top-left')).getByRole('alert')).toHaveTextContent('ErrorOops');
  });

  it('a nested provider sets the position of its own toasts without a second viewport', () => {
    renderWithProviders(
      <ToastProvider store={store}>
        <Raise text="Root" />
        <ToastProvider store={store} defaultPosition="bottom-right">
          <Raise text="Public" />
        </ToastProvider>
      </ToastProvider>,
    );
    expect(screen.getAllByRole('region', { name: 'Notifications top-left' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'raise Root' }));
    fireEvent.click(screen.getByRole('button', { name: 'raise Public' }));
    expect(within(region('top-left')).getByText('Root')).toBeInTheDocument();
    expect(within(region('bottom-right')).getByText('Public')).toBeInTheDocument();
    expect(screen.getAllByText('Public')).toHaveLength(1);
  });

  it('the global toast and a hook outside any provider both use the default store', () => {
    renderWithProviders(
      <>
        <ToastProvider />
        <Raise text="No provider" />
      </>,
    );
    act(() => void toast.success('From anywhere'));
    fireEvent.click(screen.getByRole('button', { name: 'raise No provider' }));
    expect(screen.getByRole('status')).toHaveTextContent('SuccessFrom anywhere');
    expect(screen.getByRole('alert')).toHaveTextContent('No provider');
  });
});

describe('<ToastViewport/> clear of the header, stacked (issue 10 #13)', () => {
  it("starts the top corners below the console's header, the bottom ones at the edge", () => {
    renderWithProviders(<ToastViewport store={store} />);
    expect(region('top-right').style.top).toBe('calc(var(--app-shell-header-height, 0px) + 16px)');
    expect(region('bottom-right').style.bottom).toBe('16px');
  });

  it('shows the three newest per corner, the newest nearest the edge', () => {
    renderWithProviders(<ToastViewport store={store} />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5])
        store.show({ variant: 'INFO', description: `Top ${n}`, position: 'top-right' });
      for (const n of [1, 2, 3, 4])
        store.show({ variant: 'INFO', description: `Bottom ${n}`, position: 'bottom-left' });
    });
    expect(within(region('top-right')).queryByText('Top 2')).not.toBeInTheDocument();
    expect(within(region('top-right')).getByText('Top 5')).toBeInTheDocument();
    expect(region('top-right').textContent!.indexOf('Top 5')).toBeLessThan(
      region('top-right').textContent!.indexOf('Top 3'),
    );
    expect(region('bottom-left').textContent!.indexOf('Bottom 2')).toBeLessThan(
      region('bottom-left').textContent!.indexOf('Bottom 4'),
    );
    expect(within(region('bottom-left')).queryByText('Bottom 1')).not.toBeInTheDocument();
  });
});
