import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/member/app';
import { setUiLanguage } from '../src/member/i18n';
import { startMember } from '../src/member/start';
import { forgetRemembered } from '../src/member/use-remote';
import { server, withFakeApi } from './render-app';

// The member web app's notifications, emergency alerts and support tickets (issue 35) against a fake member API:
// what the reader sees, and what the app asks of the phones' routes.
withFakeApi();

const SLUG = 'demo-nation';
const token = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;
const community = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Demo Nation',
  slug: SLUG,
  logo: null,
  colors: { primary: '#0b7285', onPrimary: '#ffffff', background: '#ffffff' },
  languages: [{ tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true }],
  timeZone: 'America/Edmonton',
  manifest: `/app/v1/communities/${SLUG}/manifest.webmanifest`,
};
const ALERT = '00000000-0000-4000-8000-0000000000a1';
const NEWS = '00000000-0000-4000-8000-0000000000a2';
const ITEM = '00000000-0000-4000-8000-0000000000b1';
const TICKET = '00000000-0000-4000-8000-0000000000d1';
const entry = (id: string, over: object) => ({
  id,
  language: 'en',
  body: '',
  data: null,
  deliveredOn: '2026-06-14T15:05:00.000Z',
  opened: false,
  kind: 'STANDARD',
  alertType: null,
  acknowledged: false,
  ...over,
});

/** The fake API; `calls` holds each change the app asked for (method, path, body). */
function fakeApi() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const inbox = [
    entry(ALERT, {
      title: 'Evacuation order',
      body: 'Leave the east side now.',
      kind: 'EMERGENCY',
      alertType: 'EVACUATION',
    }),
    entry(NEWS, { title: 'Band office closed Friday', data: { feedItemId: ITEM } }),
  ];
  let ticket: Record<string, unknown> | null = null;
  server.use(
    http.get(`*/app/v1/communities/${SLUG}`, () => HttpResponse.json(community)),
    http.post('*/app/v1/guests/session', () =>
      HttpResponse.json({ guestToken: token('guest-1'), exp: exp() }),
    ),
    http.get('*/app/v1/feed', () =>
      HttpResponse.json({ data: [], meta: { current: 0, pages: 0, total: 0 } }),
    ),
    http.get('*/app/v1/notifications', () =>
      HttpResponse.json({ data: inbox, meta: { current: 0, pages: 1, total: inbox.length } }),
    ),
    http.post('*/app/v1/notifications/:id/:action', async ({ request, params }) => {
      const body = await request.json();
      calls.push({ method: 'POST', path: `${params.id as string}/${params.action as string}`, body });
      const n = inbox.find((x) => x.id === params.id)!;
      if (params.action === 'acknowledge') n.acknowledged = true;
      else n.opened = true;
      return HttpResponse.json({ message: 'Recorded', firstAcknowledgement: true, firstOpen: true });
    }),
    http.post('*/app/v1/support/tickets', async ({ request }) => {
      const body = (await request.json()) as { type: string; message: string };
      calls.push({ method: 'POST', path: 'tickets', body });
      ticket = {
        id: TICKET,
        type: body.type,
        status: 'OPEN',
        ticket: { message: body.message },
        postedOn: '2026-06-14T15:05:00.000Z',
        lastActivityOn: '2026-06-14T15:05:00.000Z',
        appBuild: 'web',
        deviceDetails: {},
        attachments: [],
        comments: [],
      };
      return HttpResponse.json(ticket, { status: 201 });
    }),
    http.get('*/app/v1/support/tickets/:id', () =>
      ticket ? HttpResponse.json(ticket) : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post('*/app/v1/support/tickets/:id/screenshots', async ({ request }) => {
      // The multipart body as sent (jsdom's File does not cross into the fetch's own form parser).
      const sent = await request.text();
      const part = /name="screenshot"; filename="([^"]+)"\r\nContent-Type: ([^\r]+)/.exec(sent);
      calls.push({ method: 'POST', path: 'screenshots', body: { name: part?.[1], type: part?.[2] } });
      ticket = {
        ...ticket!,
        attachments: [
          { id: crypto.randomUUID(), url: '/uploads/s.png', mimeType: 'image/png', size: 4, postedOn: '' },
        ],
      };
      return HttpResponse.json(ticket);
    }),
    http.post('*/app/v1/support/tickets/:id/comments', async ({ request }) => {
      const body = (await request.json()) as { message: string };
      calls.push({ method: 'POST', path: 'comments', body });
      const comment = (id: string, text: string, role: string, name: string) => ({
        id,
        comment: text,
        postedOn: '2026-06-14T16:00:00.000Z',
        internal: false,
        posterDetails: { id: 'x', initials: 'X', name, email: null, role },
        parents: [],
        replies: [],
      });
      ticket = {
        ...ticket!,
        comments: [
          comment(crypto.randomUUID(), 'Which road?', 'COMMUNITY_ADMIN', 'Band office'),
          comment(crypto.randomUUID(), body.message, 'MEMBER', 'Sam Cardinal'),
        ],
      };
      return HttpResponse.json(ticket);
    }),
  );
  return { calls };
}

function open(path: string) {
  window.history.replaceState(null, '', `/c/${SLUG}${path}`);
  return render(<App handover={startMember(SLUG)} />);
}

describe('the member web app: notifications, alerts, support', () => {
  beforeEach(() => {
    setUiLanguage('en');
    forgetRemembered();
  });

  it('shows an alert above every screen until it is acknowledged, through the phones’ route', async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    open('');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Evacuation');
    expect(alert).toHaveTextContent('Evacuation order');
    expect(alert).toHaveTextContent('Leave the east side now.');
    expect(screen.getByRole('link', { name: 'Notifications 2 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: your community knows you received “Evacuation order”.',
    );
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    // No device token: the browser acknowledges as the person.
    expect(calls).toEqual([{ method: 'POST', path: `${ALERT}/acknowledge`, body: {} }]);
  });

  it('lists the notifications received, new ones marked, and marks one read', async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    open('/notifications');
    const list = await screen.findByRole('list');
    const news = within(list).getByRole('article', { name: /Band office closed Friday/ });
    expect(news).toHaveTextContent('New');
    expect(within(news).getByRole('link', { name: 'Read the item' })).toHaveAttribute(
      'href',
      `/c/${SLUG}/items/${ITEM}`,
    );
    await user.click(within(news).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(news).queryByText('New')).toBeNull());
    expect(calls).toEqual([{ method: 'POST', path: `${NEWS}/open`, body: {} }]);
    expect(screen.getByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications · Demo Nation');
  });

  it('opens a ticket with a screenshot, then reads the answer and answers it', async () => {
    const { calls } = fakeApi();
    // The file picker's own filter off: the app's check is what is tested.
    const user = userEvent.setup({ applyAccept: false });
    open('/support/new');
    await screen.findByRole('heading', { name: 'New support ticket' });
    // Nothing written: the sentence says so, at the field.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription(/Write a message\./);
    // Not an image: refused before anything is sent.
    await user.type(message, 'The map in the evacuation notice does not load.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'APP_PROBLEM');
    // A guest (no account here) gives the e-mail the answer goes to.
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'sam@example.org');
    const shot = screen.getByLabelText('Screenshot (optional)');
    await user.upload(shot, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose an image: JPEG, PNG, GIF or WebP.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.upload(shot, new File([new Uint8Array([137, 80, 78, 71])], 'map.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your ticket was sent. The answer will appear here.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/c/${SLUG}/support/${TICKET}`);
    expect(screen.getByRole('img', { name: 'Screenshot 1' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['tickets', 'screenshots']);
    expect(calls[0].body).toMatchObject({
      type: 'APP_PROBLEM',
      message: 'The map in the evacuation notice does not load.',
      appBuild: 'web',
      deviceDetails: { os: 'web' },
      contactEmail: 'sam@example.org',
    });
    // (jsdom's File loses its name on the way into the test's fetch; a browser sends it, the journey shows.)
    expect(calls[1].body).toMatchObject({ type: 'image/png' });
    expect(
      screen.getByText('No answer yet. You will see it here, and we will let you know.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Highway 2.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Which road?')).toBeInTheDocument();
    expect(screen.getByText('Band office')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: 'comments',
      body: { message: 'Highway 2.', parents: [] },
    });
  });

  it('takes an event into the reader’s calendar and opens or downloads a document', async () => {
    fakeApi();
    const base = {
      tagline: '',
      body: '',
      publishedOn: '2026-06-01T18:00:00.000Z',
      pinned: false,
      coverImage: null,
      language: 'en',
      liked: false,
    };
    const event = {
      ...base,
      id: ITEM,
      feedItemType: 'EventItem',
      headline: 'Treaty Day',
      location: 'Band hall',
      zone: 'America/Winnipeg',
      dateTimes: [{ id: 'd1', date: '2026-06-14', startTime: '09:00', endTime: '17:00' }],
    };
    const file = {
      id: crypto.randomUUID(),
      filePath: 'f',
      mimeType: 'application/pdf',
      fileSize: 2.5 * 1024 * 1024,
      originalName: 'budget-2026.pdf',
      fileName: 'x.pdf',
      fileUrl: '/uploads/x.pdf',
      displayName: 'Budget 2026',
    };
    const doc = {
      ...base,
      id: NEWS,
      feedItemType: 'DocumentItem',
      headline: 'Annual budget',
      attachment: file,
    };
    server.use(
      http.get('*/app/v1/feed/:id', ({ params }) => HttpResponse.json(params.id === ITEM ? event : doc)),
    );

    const view = open(`/items/${ITEM}`);
    const add = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(add).toHaveAttribute('download', 'Treaty-Day.ics');
    const ics = decodeURIComponent(
      add.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''),
    );
    expect(ics).toContain('DTSTART:20260614T140000Z');
    expect(ics).toContain('SUMMARY:Treaty Day');
    view.unmount();

    open(`/items/${NEWS}`);
    expect(await screen.findByText('PDF document, 2.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', '/uploads/x.pdf');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'budget-2026.pdf');
  });
});
