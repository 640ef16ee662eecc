import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRecording, CascadeEstimate, NotificationRow } from '@gathering/contract';
import { EXP_KEY, TOKEN_KEY } from '../../../core/session-token';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { AlertTexts } from './alert-texts';
import { CascadeReview, duration } from './cascade-review';
import { EMPTY_COMPOSE } from './compose-model';

const ID = '00000000-0000-4000-8000-0000000000a1';
const estimate: CascadeEstimate = {
  applies: true,
  people: 1200,
  reach: { devices: 700, sms: 380, voice: 450, emailOnly: 60, unreachable: 15 },
  messages: { texts: 760, segments: 1140, calls: 900, emails: 2370 },
  languages: [
    {
      language: 'en',
      people: 900,
      encoding: 'GSM-7',
      characters: 98,
      segments: 1,
      unicode: [],
      smsCost: 0.0083,
      voice: 'TEXT_TO_SPEECH',
    },
    {
      language: 'crk',
      people: 300,
      encoding: 'UCS-2',
      characters: 106,
      segments: 2,
      unicode: ['ᐱ', 'ᐊ'],
      smsCost: 0.0166,
      voice: 'NONE',
    },
  ],
  cost: { sms: 9.462, voice: 12.6, total: 22.062, currency: 'CAD' },
  time: { textsSeconds: 38, callsSeconds: 900, cascadeMinutes: 95 },
  rates: { textsPerSecond: 20, callsPerSecond: 1 },
};

let recordings: AlertRecording[] = [];
const uploads: { language: string; file: FormDataEntryValue | null; method?: string }[] = [];
const estimateBodies: Record<string, unknown>[] = [];
// The file goes through lib/api-transfer's multipart upload (XMLHttpRequest, with progress); the test stands in.
function putRecording(path: string, form: FormData, options: { method?: string }) {
  const language = decodeURIComponent(path.split('/').pop()!);
  uploads.push({ language, file: form.get('recording'), method: options.method });
  recordings = [
    {
      language,
      contentType: 'audio/wav',
      bytes: 1644,
      url: 'http://localhost/files/communities/x/alerts/recording-1.wav?expires=1&signature=s',
      createdAt: '2026-12-01T15:00:00.000Z',
    },
  ];
  return Promise.resolve({ data: recordings });
}
vi.mock('../../../lib/api-transfer', () => ({
  upload: (path: string, form: FormData, options: { method?: string }) => putRecording(path, form, options),
}));

const server = setupServer(
  http.post('*/v1/notifications/cascade/estimate', async ({ request }) => {
    estimateBodies.push((await request.json()) as Record<string, unknown>);
    const voice = recordings.some((r) => r.language === 'crk') ? 'RECORDING' : 'NONE';
    return HttpResponse.json({
      ...estimate,
      languages: estimate.languages.map((l) => (l.language === 'crk' ? { ...l, voice } : l)),
    });
  }),
  http.get('*/v1/notifications/:id/recordings', () => HttpResponse.json({ data: recordings })),
  http.get('*/v1/community/languages', () =>
    HttpResponse.json({
      languages: [
        { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
        { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the emergency alert’s texts, calls and cascade review', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'test-token');
    localStorage.setItem(EXP_KEY, String(Math.floor(Date.now() / 1000) + 3600));
    recordings = [];
    uploads.length = 0;
    estimateBodies.length = 0;
  });

  it('shows each language’s encoding, segments, price and voice as the composer types', async () => {
    const values = {
      ...EMPTY_COMPOSE,
      title: 'Evacuation order',
      body: 'Leave now.',
      emergency: true,
      alertType: 'EVACUATION' as const,
      versions: { crk: { title: 'ᐱᒥᐦᒋᐁᐤ', body: 'ᐊᐊᐊ' } },
    };
    renderWithProviders(<AlertTexts values={values} />);
    const table = await screen.findByRole('table', { name: 'Texts and calls by language' });
    const cree = await within(table).findByRole('row', { name: /ᓀᐦᐃᔭᐍᐏᐣ/ });
    expect(within(cree).getByText('UCS-2')).toBeInTheDocument();
    expect(within(cree).getByText('2 segments · 106 characters')).toBeInTheDocument();
    expect(within(cree).getByText(/because of: ᐱ ᐊ/)).toBeInTheDocument();
    expect(within(cree).getByText('No voice: called in English')).toBeInTheDocument();
    expect(within(cree).getByText('CA$0.0166')).toBeInTheDocument();
    const english = within(table).getByRole('row', { name: /^English/ });
    expect(within(english).getByText('1 segment · 98 characters')).toBeInTheDocument();
    expect(within(english).getByText('Text-to-speech')).toBeInTheDocument();
    // Not saved yet: recordings wait for a draft.
    expect(screen.getByText(/Save the alert as a draft to attach a recording/)).toBeInTheDocument();
    expect(estimateBodies[0]).toMatchObject({
      kind: 'EMERGENCY',
      alertType: 'EVACUATION',
      title: 'Evacuation order',
      translations: [{ language: 'crk', title: 'ᐱᒥᐦᒋᐁᐤ', body: 'ᐊᐊᐊ' }],
    });
  });

  it('attaches a recording for a language no voice speaks, and plays it back', async () => {
    const user = setupUser();
    const current = { id: ID, language: 'en', status: 'DRAFT' } as NotificationRow;
    const values = {
      ...EMPTY_COMPOSE,
      title: 'Fire',
      body: 'Leave.',
      emergency: true,
      alertType: 'EVACUATION' as const,
    };
    const { container } = renderWithProviders(<AlertTexts values={values} current={current} />);
    await screen.findByRole('button', { name: 'Attach a recording in ᓀᐦᐃᔭᐍᐏᐣ' });
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(inputs[1].accept).toContain('audio/mpeg');
    await user.upload(
      inputs[1],
      new File([new Uint8Array([82, 73, 70, 70])], 'cree.wav', { type: 'audio/wav' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ language: 'crk', method: 'PUT' });
    expect((uploads[0].file as File).name).toBe('cree.wav');
    expect(await screen.findByLabelText('Recording in ᓀᐦᐃᔭᐍᐏᐣ')).toHaveAttribute('src', recordings[0].url);
    await waitFor(() => expect(screen.getByRole('row', { name: /ᓀᐦᐃᔭᐍᐏᐣ/ })).toHaveTextContent('Recording'));
    expect(screen.getByRole('button', { name: 'Remove the recording in ᓀᐦᐃᔭᐍᐏᐣ' })).toBeInTheDocument();
  });

  it('reviews the cascade: reach per channel, messages, cost and time', async () => {
    renderWithProviders(
      <CascadeReview
        request={{ kind: 'EMERGENCY', alertType: 'EVACUATION', title: 'Fire', body: 'Leave.', open: true }}
      />,
    );
    const reach = await screen.findByRole('table', { name: 'Reach of the alert cascade by channel' });
    const row = (name: string) => within(reach).getByRole('row', { name: new RegExp(name) });
    expect(row('People with the app')).toHaveTextContent('700');
    expect(row('mobile number')).toHaveTextContent('380');
    expect(row('number to call')).toHaveTextContent('450');
    expect(row('e-mail only')).toHaveTextContent('60');
    expect(row('no way to reach')).toHaveTextContent('15');
    expect(screen.getByText(/760 texts \(1,140 segments\), 900 calls and 2,370 e-mails/)).toBeInTheDocument();
    expect(screen.getByText(/up to CA\$22\.062 \(texts CA\$9\.462, calls CA\$12\.60\)/)).toBeInTheDocument();
    expect(screen.getByText(/Texts are handed over in 38 s \(20 a second\)/)).toBeInTheDocument();
    expect(screen.getByText(/Calls are placed in 15 min/)).toBeInTheDocument();
    expect(screen.getByText(/about 1 h 35 min for people who never confirm/)).toBeInTheDocument();
  });

  it('says so when the cascade does not cover the alert', async () => {
    server.use(
      http.post('*/v1/notifications/cascade/estimate', () =>
        HttpResponse.json({ ...estimate, applies: false }),
      ),
    );
    renderWithProviders(<CascadeReview request={{ kind: 'EMERGENCY', title: 'Fire', body: 'Leave.' }} />);
    expect(await screen.findByText(/The alert cascade is off for this kind of alert/)).toBeInTheDocument();
  });

  it('words durations', () => {
    expect(duration(0.5)).toBe('1 s');
    expect(duration(600)).toBe('10 min');
    expect(duration(10_000)).toBe('2 h 47 min');
  });
});
