import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../core/api';

/**
 * A refusal as an ApiError. Not by `instanceof`: the session's client was made by the boot script (boot.ts), which
 * carries its own copy of the core's ApiError class; anything without a status is a lost link (status 0).
 */
export function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as Partial<ApiError> | null;
  if (e && typeof e.status === 'number' && typeof e.message === 'string')
    return new ApiError(e.message, e.status, e.field, e.fromServer, e.code);
  return new ApiError(String(err), 0);
}
import { useApp } from './context';

/**
 * Answers already read in this page, by key, so a screen seen before draws at once when the person comes back to
 * it (then asks again). Emptied when the reader changes: one person's answers are never drawn for another.
 */
const memory = new Map<string, unknown>();
export const remembered = <T>(key: string) => memory.get(key) as T | undefined;
export const remember = (key: string, value: unknown) => memory.set(key, value);
export const forgetRemembered = () => memory.clear();

export interface Remote<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  /** Asks the server again. */
  reload(): void;
  /** Replaces the data (an answer to a change, which carries the new state). */
  set(data: T): void;
}

/**
 * A read of the member API by key: the remembered answer at once, then the server's. `load` may `show` a kept copy
 * meanwhile, and answers undefined when the server said "nothing new" and the data shown stands. A lost link keeps
 * the data shown and marks the app offline; a refusal is the screen's to say.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal, shown: T | undefined, show: (data: T) => void) => Promise<T | undefined>,
): Remote<T> {
  const app = useApp();
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: ApiError | null }>(
    () => ({
      key,
      data: key ? remembered<T>(key) : undefined,
      error: null,
    }),
  );
  const [loading, setLoading] = useState(key !== null);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const shown = state.key === key ? state.data : key ? remembered<T>(key) : undefined;
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setLoading(true);
    // A copy to draw while the server is asked (what the browser kept).
    const show = (data: T) => {
      if (controller.signal.aborted) return;
      setState((s) => (s.key === key && s.data !== undefined ? s : { key, data, error: null }));
    };
    loadRef.current(controller.signal, shownRef.current, show).then(
      (data) => {
        if (controller.signal.aborted) return;
        app.reached(true);
        if (data !== undefined) remember(key, data);
        setState((s) => ({ key, data: data ?? (s.key === key ? s.data : remembered<T>(key)), error: null }));
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = asApiError(err);
        app.reached(error.status !== 0);
        setState((s) => ({ key, data: s.key === key ? s.data : remembered<T>(key), error }));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `app` changes with the reader: the key carries whatever should ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback(
    (data: T) => {
      if (key) remember(key, data);
      setState({ key, data, error: null });
    },
    [key],
  );
  return { data: shown, error: state.key === key ? state.error : null, loading, reload, set };
}
