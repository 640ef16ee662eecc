import { describe, expect, it, vi } from 'vitest';
import { createApiClient, saveRetryDelay } from './api-client';
import { EXP_KEY, TOKEN_KEY } from '../core/session-token';
import { NOW, fakeFetch, memoryStorage, seconds, withFakeClock, type Reply } from './api-client-fixtures';

// Issue 21: a change the network lost is sent again, with the same Idempotency-Key, never silently dropped.

function setup(script: Record<string, Reply | Reply[]>, online = true) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, 'token');
  storage.setItem(EXP_KEY, String(seconds(NOW + 600_000)));
  const f = fakeFetch(script);
  const net = { online, listeners: new Set<() => void>() };
  let keys = 0;
  const client = createApiClient({
    fetch: f.fn,
    storage,
    locks: null,
    now: () => Date.now(),
    newKey: () => `key-${++keys}`,
    connectivity: {
      isOnline: () => net.online,
      onOnline(listener) {
        net.listeners.add(listener);
        return () => net.listeners.delete(listener);
      },
    },
  });
  const pending: number[] = [];
  client.onPendingSavesChange((n) => pending.push(n));
  const goOnline = () => {
    net.online = true;
    for (const l of [...net.listeners]) l();
  };
  return { client, net, pending, goOnline, ...f };
}

withFakeClock();

describe('changes the network lost', () => {
  it('are sent again with the same Idempotency-Key until an answer comes, counted as pending meanwhile', async () => {
    const t = setup({
      '/v1/groups': ['network-error', 'network-error', { status: 201, body: { id: 'g1' } }],
    });
    const saved = t.client.post('/v1/groups', { group: 'Elders' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.client.pendingSaves()).toBe(1);
    await vi.advanceTimersByTimeAsync(saveRetryDelay(0) + saveRetryDelay(1));
    await expect(saved).resolves.toEqual({ id: 'g1' });
    expect(t.of('/v1/groups').map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1', 'key-1']);
    expect(t.pending).toEqual([1, 0]);
    expect(t.client.pendingSaves()).toBe(0);
  });

  it('wait while offline and go as soon as the link is back', async () => {
    const t = setup({ '/v1/groups': ['network-error', { status: 201, body: { id: 'g1' } }] }, false);
    const saved = t.client.post('/v1/groups', { group: 'Elders' });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // Offline: the delays pass, nothing is sent again, nothing is dropped.
    expect(t.of('/v1/groups')).toHaveLength(1);
    expect(t.client.pendingSaves()).toBe(1);
    t.goOnline();
    await expect(saved).resolves.toEqual({ id: 'g1' });
    expect(t.of('/v1/groups')).toHaveLength(2);
  });

  it('end with the answer they get, a refusal included, and are not retried for it', async () => {
    const t = setup({
      '/v1/groups': { status: 409, body: { message: 'A group with this name already exists.' } },
    });
    await expect(t.client.post('/v1/groups', { group: 'Elders' })).rejects.toMatchObject({ status: 409 });
    expect(t.of('/v1/groups')).toHaveLength(1);
    expect(t.pending).toEqual([]);
  });

  it('each change has its own key; reads and sign-in carry none and are not retried here', async () => {
    const t = setup({
      '/v1/groups': { status: 201, body: {} },
      '/v1/users/login': 'network-error',
      '/v1/users/me': 'network-error',
    });
    await t.client.post('/v1/groups', { group: 'A' });
    await t.client.patch('/v1/groups', { group: 'B' });
    expect(t.of('/v1/groups').map((c) => c.headers['Idempotency-Key'])).toEqual(['key-1', 'key-2']);
    await expect(t.client.post('/v1/users/login', {}, { auth: 'none' })).rejects.toMatchObject({ status: 0 });
    await expect(t.client.get('/v1/users/me')).rejects.toMatchObject({ status: 0 });
    expect(t.of('/v1/users/login')[0].headers['Idempotency-Key']).toBeUndefined();
    expect(t.of('/v1/users/me')).toHaveLength(1);
    expect(t.pending).toEqual([]);
  });

  it('stop when the caller cancels', async () => {
    const t = setup({ '/v1/groups': 'network-error' });
    const controller = new AbortController();
    const saved = t.client.request('/v1/groups', { method: 'POST', body: {}, signal: controller.signal });
    const outcome = expect(saved).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await outcome;
    expect(t.client.pendingSaves()).toBe(0);
  });
});
