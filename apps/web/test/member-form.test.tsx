import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createStore, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/member/app';
import { startMember } from '../src/member/start';
import { setUiLanguage } from '../src/member/i18n';
import { forgetRemembered } from '../src/member/use-remote';
import type { AppFeedItem } from '../src/member/types';
import { server, withFakeApi } from './render-app';

// A form item answered in the member web app (issue 35): the builder's ten input types, each checked with the
// contract's rules before anything is sent, and the answers sent as the member API takes them.
withFakeApi();

const SLUG = 'demo-nation';
const FORM_ID = '00000000-0000-4000-8000-000000000201';
const id = (n: number) => `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`;
const input = (n: number, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  id: id(n),
  label,
  type,
  placeholder: '',
  description: '',
  values: [],
  isRequired: true,
  ...extra,
});

const form = {
  id: FORM_ID,
  feedItemType: 'FormItem',
  headline: 'Housing application',
  tagline: '',
  body: '<p>Apply for housing.</p>',
  publishedOn: '2026-06-14T18:00:00.000Z',
  pinned: false,
  coverImage: null,
  language: 'en',
  liked: false,
  formNodes: [
    {
      id: id(90),
      header: 'About you',
      description: 'We answer within a week.',
      footer: '',
      nodeInputs: [
        input(1, 'SHORT_TEXT', 'Full name'),
        input(2, 'LONG_TEXT', 'Your situation', { isRequired: false }),
        input(3, 'NUMBER', 'People in the household'),
        input(4, 'EMAIL', 'E-mail'),
        input(5, 'PHONE', 'Phone'),
        input(6, 'DATE', 'Moving date'),
        input(7, 'SINGLE_CHOICE', 'Unit', { values: ['One bedroom', 'Two bedrooms'] }),
        input(8, 'MULTIPLE_CHOICE', 'Needs', { values: ['Ramp', 'Elevator'], isRequired: false }),
        input(9, 'CHECKBOX', 'I confirm the above'),
        input(10, 'SIGNATURE', 'Signature'),
      ],
    },
  ],
} as unknown as AppFeedItem;

function fakeApi() {
  const sent: unknown[] = [];
  server.use(
    http.get(`*/app/v1/communities/${SLUG}`, () =>
      HttpResponse.json({
        id: '00000000-0000-4000-8000-0000000000c1',
        name: 'Demo Nation',
        slug: SLUG,
        logo: null,
        colors: { primary: '#0b7285', onPrimary: '#ffffff', background: '#ffffff' },
        languages: [{ tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true }],
        timeZone: 'America/Edmonton',
        manifest: '',
      }),
    ),
    http.post('*/app/v1/guests/session', () =>
      HttpResponse.json({ guestToken: 'h.eyJzdWIiOiJnMSJ9.s', exp: 4e9 }),
    ),
    http.get('*/app/v1/feed', () =>
      HttpResponse.json({ data: [form], meta: { current: 0, pages: 1, total: 1 } }),
    ),
    http.get(`*/app/v1/feed/${FORM_ID}`, () => HttpResponse.json(form)),
    http.post(`*/app/v1/feed/${FORM_ID}/form`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Thank you.' });
    }),
  );
  return sent;
}

const open = () => {
  window.history.replaceState(null, '', `/c/${SLUG}/items/${FORM_ID}`);
  return render(<App handover={startMember(SLUG)} />);
};

// The interface's language is read once per module graph, from what another file's test may have remembered (test
// files share modules): each test starts in English.
beforeEach(() => {
  forgetRemembered();
  setUiLanguage('en');
});
afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a form in the member web app', () => {
  it('checks every field by its type, then sends the answers and keeps no draft', async () => {
    const sent = fakeApi();
    const view = open();
    const region = await screen.findByRole('region', { name: 'Answer the form' });
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    // Nothing sent; each required field says so, and the first one has the focus.
    expect(sent).toEqual([]);
    expect(within(region).getAllByText('This field is required.')).toHaveLength(8);
    expect(within(region).getByRole('textbox', { name: /Full name/ })).toHaveFocus();

    await user.type(within(region).getByRole('textbox', { name: /Full name/ }), 'Sam Cardinal');
    await user.type(within(region).getByRole('textbox', { name: /People in the household/ }), 'four');
    await user.type(within(region).getByRole('textbox', { name: /E-mail/ }), 'sam@');
    await user.type(within(region).getByRole('textbox', { name: /Phone/ }), '306 555 0123');
    await user.type(within(region).getByLabelText(/Moving date/), '2026-08-01');
    await user.click(within(region).getByRole('radio', { name: 'Two bedrooms' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Ramp' }));
    await user.click(within(region).getByRole('checkbox', { name: /I confirm the above/ }));
    await user.type(within(region).getByRole('textbox', { name: /Signature/ }), 'Sam Cardinal');
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(within(region).getByText('Enter a number.')).toBeInTheDocument();
    expect(
      within(region).getByText('Enter an e-mail address, such as name@example.org.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: /People in the household/ })).toHaveFocus();

    // What was typed survives the page: a draft in this browser.
    view.unmount();
    forgetRemembered();
    open();
    const again = await screen.findByRole('region', { name: 'Answer the form' });
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /Full name/ })).toHaveValue('Sam Cardinal'),
    );
    const people = within(again).getByRole('textbox', { name: /People in the household/ });
    expect(await within(again).findByDisplayValue('four')).toBe(people);
    await user.clear(people);
    await user.type(people, '4');
    const mail = within(again).getByRole('textbox', { name: /E-mail/ });
    await user.type(mail, 'example.org');
    await user.click(within(again).getByRole('button', { name: 'Send' }));

    const notice = await within(again).findByRole('status');
    expect(notice).toHaveTextContent('Thank you: your answers were sent.');
    // The Send button went with the form: its focus is on the notice, not lost to the page's body.
    expect(notice).toHaveFocus();
    expect(
      await get(`g1:draft:form:${FORM_ID}`, createStore(`gathering-member:${SLUG}`, 'kept')),
    ).toBeUndefined();
    expect(sent).toEqual([
      {
        answers: {
          [id(1)]: 'Sam Cardinal',
          [id(3)]: '4',
          [id(4)]: 'sam@example.org',
          [id(5)]: '306 555 0123',
          [id(6)]: '2026-08-01',
          [id(7)]: 'Two bedrooms',
          [id(8)]: ['Ramp'],
          [id(9)]: true,
          [id(10)]: 'Sam Cardinal',
        },
      },
    ]);
  });
});
