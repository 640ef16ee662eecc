import { describe, expect, it } from 'vitest';
import { appUrl, withRootSlash } from '../src/member/paths';
import { notificationAddress, readPush, scopedFile } from '../src/member/pwa/protocol';

// What the member web app's page and its service worker agree on (issue 35): the push message the worker shows,
// where its click leads, the in-scope address of an opened document, and the app's root inside the worker's scope.
describe('the member app and its service worker', () => {
  const message = {
    version: 1,
    notificationId: '3f8a2c64-5b1e-4d2a-9c7f-0e6b1a2d3c4e',
    deliveryId: '9d1e0b7a-2c3f-4e5d-8a6b-7c8d9e0f1a2b',
    title: 'Route fermée',
    body: 'La route 6 est fermée jusqu’à midi.',
    kind: 'EMERGENCY',
    feedItemId: null,
    sentOn: '2026-06-01T15:00:00.000Z',
  };

  it('reads a push message as the server sends it, and nothing else', () => {
    expect(readPush(JSON.stringify(message))).toEqual({
      notificationId: message.notificationId,
      title: 'Route fermée',
      body: 'La route 6 est fermée jusqu’à midi.',
      kind: 'EMERGENCY',
      feedItemId: null,
    });
    expect(readPush(JSON.stringify({ ...message, kind: 'ANYTHING' }))?.kind).toBe('STANDARD');
    for (const text of [
      undefined,
      '',
      'not json',
      'null',
      '{"title":"t"}',
      JSON.stringify({ ...message, body: 3 }),
    ])
      expect(readPush(text), String(text)).toBeNull();
  });

  it('opens the item a notification is about, else the notifications received', () => {
    const item = '0b0c3f4e-1d6a-4a43-9a40-4e1c3f0e7f7a';
    expect(notificationAddress('demo-nation', { ...message, feedItemId: item })).toBe(
      `/c/demo-nation/items/${item}`,
    );
    expect(notificationAddress('demo-nation', message)).toBe('/c/demo-nation/notifications');
  });

  it("opens our own documents through the community's scope, with their signature; others as they are", () => {
    const origin = window.location.origin;
    expect(scopedFile('demo-nation', `${origin}/files/c1/doc.pdf?expires=1&signature=abc`)).toBe(
      '/c/demo-nation/files/c1/doc.pdf?expires=1&signature=abc',
    );
    expect(scopedFile('demo-nation', '/files/c1/doc.pdf')).toBe('/c/demo-nation/files/c1/doc.pdf');
    expect(scopedFile('demo-nation', 'https://elsewhere.example/files/doc.pdf')).toBeNull();
    expect(scopedFile('demo-nation', `${origin}/app/v1/feed`)).toBeNull();
  });

  it("keeps the feed's address inside the worker's scope: /c/<slug>/", () => {
    expect(appUrl('demo-nation')).toBe('/c/demo-nation/');
    expect(appUrl('demo-nation', '?q=powwow')).toBe('/c/demo-nation/?q=powwow');
    expect(appUrl('demo-nation', '/items/x')).toBe('/c/demo-nation/items/x');
    expect(withRootSlash({ pathname: '/c/demo-nation', search: '?q=a', hash: '' })).toBe(
      '/c/demo-nation/?q=a',
    );
    expect(withRootSlash({ pathname: '/c/demo-nation/', search: '', hash: '' })).toBeNull();
    expect(withRootSlash({ pathname: '/c/demo-nation/items/x', search: '', hash: '' })).toBeNull();
  });
});
