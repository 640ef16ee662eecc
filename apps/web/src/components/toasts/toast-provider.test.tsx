import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { fakeTimers, realTimers, renderWithProviders, setupUser, toastArea } from '../test-utils';
import { toast } from './toast-api';
import { ToastProvider, useToast } from './toast-provider';
import { createToastStore, toastStore, type ToastStore } from './toast-store';

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

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () => store.getSnapshot().map((t) => t.description);
const draw = () => renderWithProviders(<ToastProvider store={store} />);
const raise = (fn: () => unknown) => act(() => void fn());

describe('toasts over @mantine/notifications (issue 22 #8)', () => {
  it('a success toast closes by itself after 5000 ms', () => {
    draw();
    raise(() => store.show({ variant: 'SUCCESS', title: 'Success', description: 'Saved' }));
    advance(4990);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(10);
    expect(shown()).toEqual([]);
    advance(220); // the exit transition
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('an error stays until it is dismissed, by its close button', async () => {
    const user = setupUser();
    draw();
    raise(() => store.show({ variant: 'ERROR', title: 'Error', description: 'Login Error' }));
    advance(120_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('ErrorLogin Error');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    advance(220);
    expect(screen.queryByText('Login Error')).not.toBeInTheDocument();
    expect(shown()).toEqual([]);
  });

  it('an error asked to go by itself does', () => {
    draw();
    raise(() =>
      store.show({ variant: 'ERROR', description: 'Shown beside the form too', autoDismiss: true }),
    );
    advance(5000);
    advance(220);
    expect(screen.queryByText('Shown beside the form too')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and the others as statuses, each read whole', () => {
    draw();
    raise(() => {
      store.show({ variant: 'ERROR', title: 'Error', description: 'Broken' });
      store.show({ variant: 'SUCCESS', title: 'Success', description: 'Saved' });
      store.show({ variant: 'INFO', description: 'Heads up' });
    });
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'ERROR');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['SuccessSaved', 'Your Attention Is NeededHeads up']);
    for (const s of [screen.getByRole('alert'), ...statuses])
      expect(s).toHaveAttribute('aria-atomic', 'true');
  });

  it('carries one action: its button runs the callback and closes the toast', async () => {
    const user = setupUser();
    const undo = vi.fn();
    draw();
    raise(() =>
      store.show({
        variant: 'SUCCESS',
        description: 'Member unverified',
        action: { label: 'Undo', onClick: undo },
      }),
    );
    // A toast with an action stays 10 s by default, not 5.
    advance(9000);
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    advance(220);
    expect(screen.queryByText('Member unverified')).not.toBeInTheDocument();
  });

  it('is dismissed by keyboard: Tab reaches its close button, Enter closes; Escape inside closes too', async () => {
    const user = setupUser();
    draw();
    raise(() => {
      store.show({ variant: 'ERROR', description: 'First' });
      store.show({ variant: 'ERROR', description: 'Second', action: { label: 'Retry', onClick: () => {} } });
    });
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Dismiss');
    await user.keyboard('{Enter}');
    advance(220);
    expect(shown()).toEqual(['Second']);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Retry');
    await user.keyboard('{Escape}');
    advance(220);
    expect(shown()).toEqual([]);
  });

  it('holds its countdown while focus is inside, and while the pointer is over it', async () => {
    const user = setupUser();
    draw();
    raise(() =>
      store.show({ variant: 'SUCCESS', description: 'Hold', action: { label: 'Undo', onClick() {} } }),
    );
    await user.tab();
    advance(30_000);
    expect(shown()).toEqual(['Hold']);
    act(() => (document.activeElement as HTMLElement).blur());
    advance(10_000);
    expect(shown()).toEqual([]);
    advance(220);

    raise(() => store.show({ variant: 'INFO', description: 'Hover' }));
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(30_000);
    expect(shown()).toEqual(['Hover']);
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(5000);
    expect(shown()).toEqual([]);
  });

  it('shows three at once; the next waits until one goes', () => {
    draw();
    raise(() => {
      for (const n of [1, 2, 3, 4]) store.show({ variant: 'ERROR', description: `Error ${n}` });
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Your Attention Is NeededError 1',
      'Your Attention Is NeededError 2',
      'Your Attention Is NeededError 3',
    ]);
    expect(shown()).toHaveLength(4);
    raise(() => store.dismiss(store.getSnapshot()[0].id));
    advance(220);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Your Attention Is NeededError 4',
    );
  });

  it('says the same words once while they show', () => {
    draw();
    raise(() => {
      store.show({ variant: 'ERROR', title: 'Error', description: 'Connection failed' });
      store.show({ variant: 'ERROR', title: 'Error', description: 'Connection failed' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows the fixed titles and Dismiss in the reader's language, a caller's own title as given", async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      draw();
      raise(() => {
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

  it('shows them at the bottom centre, the one position of every screen', () => {
    draw();
    raise(() => store.show({ variant: 'INFO', description: 'Here' }));
    expect(within(toastArea()).getByText('Here')).toBeInTheDocument();
  });

  it('dismisses the toasts raised before a time and keeps the newer ones; clear drops all', () => {
    draw();
    raise(() => store.show({ variant: 'ERROR', description: 'old' }));
    advance(2000);
    raise(() => store.show({ variant: 'SUCCESS', description: 'new' }));
    raise(() => store.dismissRaisedBefore(Date.now() - 1000));
    expect(shown()).toEqual(['new']);
    raise(() => store.clear());
    expect(shown()).toEqual([]);
  });
});

function Raise({ text }: { text: string }) {
  const api = useToast();
  return <button onClick={() => api.error(text)}>raise {text}</button>;
}

describe('<ToastProvider/> and useToast', () => {
  it('success, error and info carry the fixed titles; a nested provider draws nothing twice', () => {
    renderWithProviders(
      <ToastProvider store={store}>
        <Raise text="Oops" />
        <ToastProvider store={store}>
          <Raise text="Inner" />
        </ToastProvider>
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'raise Oops' }));
    fireEvent.click(screen.getByRole('button', { name: 'raise Inner' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['ErrorOops', 'ErrorInner']);
    expect(screen.getAllByText('Inner')).toHaveLength(1);
  });

  it('the global toast and a hook outside any provider both use the default store', () => {
    renderWithProviders(
      <>
        <ToastProvider />
        <Raise text="No provider" />
      </>,
    );
    raise(() => toast.success('From anywhere'));
    raise(() => toast.info('Heads up', { title: 'Scheduled' }));
    fireEvent.click(screen.getByRole('button', { name: 'raise No provider' }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'SuccessFrom anywhere',
      'ScheduledHeads up',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorNo provider');
  });
});
