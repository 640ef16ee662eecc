import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CapProposal, CapPublished, CapSettings } from '@gathering/contract';
import { renderWithProviders, setupUser, watchToasts } from '../../../components/test-utils';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { AlertingPage } from './alerting-page';

const settings: CapSettings = {
  area: null,
  outline: null,
  subdivisions: [],
  relayNow: [],
  sign: false,
  feedUrl: 'https://gathering.example/v1/public/cap/demo-nation/alerts.atom',
  certificateUrl: 'https://gathering.example/v1/public/cap/certificate.pem',
  eventCodes: [
    { code: 'tornado', category: 'Met' },
    { code: 'wildFire', category: 'Fire' },
  ],
};
const proposal: CapProposal = {
  id: '6f1d0c1e-0000-4000-8000-000000000001',
  msgType: 'Alert',
  state: 'PROPOSED',
  eventCode: 'wildFire',
  texts: [
    {
      language: 'en-CA',
      event: 'wildfire',
      headline: 'Wildfire evacuation warning',
      description: 'Be ready to leave.',
      instruction: '',
    },
    {
      language: 'fr-CA',
      event: 'feu de forêt',
      headline: 'Avertissement d’évacuation : feu de forêt',
      description: 'Soyez prêts.',
      instruction: '',
    },
  ],
  severity: 'Severe',
  urgency: 'Immediate',
  expiresAt: null,
  sourceName: 'Provincial alerts',
  link: 'https://alerts.example.ca/fire-1.xml',
  identifier: 'fire-1',
  sender: 'cap-pac@canada.ca',
  notificationId: null,
  receivedAt: '2026-07-02T20:00:00.000Z',
  documentUrl: 'https://gathering.example/v1/cap/documents/x',
};

function serve(over: Partial<CapSettings> = {}, published: CapPublished[] = []) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/v1/cap/settings') return { data: { ...settings, ...over } };
    if (path === '/v1/cap/published') return { data: published };
    if (path === '/v1/cap/proposals') return { data: [proposal] };
    if (path === '/v1/cap/subdivisions')
      return { data: [{ code: '4813811', name: 'Alexis 133', province: 'AB' }] };
    return { data: [] };
  });
}

function Draft() {
  return <p>draft {useParams().id}</p>;
}
const page = (
  <Routes>
    <Route path="/admin/alerting" element={<AlertingPage />} />
    <Route path="/admin/notifications/:id/edit" element={<Draft />} />
  </Routes>
);

describe('AlertingPage', { timeout: 30_000 }, () => {
  const toasts = watchToasts();
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('lists a proposed alert with its source, and opens its draft for review; nothing is sent from here', async () => {
    serve();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { notificationId: 'n-1' } });
    const user = setupUser();
    renderWithProviders(page, { route: '/admin/alerting' });
    const card = await screen.findByTestId('cap-proposal');
    expect(within(card).getByRole('heading', { name: 'Wildfire evacuation warning' })).toBeInTheDocument();
    expect(card).toHaveTextContent('From Provincial alerts');
    expect(within(card).getByRole('link', { name: 'Original alert' })).toHaveAttribute('href', proposal.link);
    await user.click(
      within(card).getByRole('button', { name: 'Review and send: Wildfire evacuation warning' }),
    );
    expect(post).toHaveBeenCalledWith(`/v1/cap/proposals/${proposal.id}/review`);
    expect(await screen.findByText('draft n-1')).toBeInTheDocument();
  });

  it('saves the area from a GeoJSON file and subdivisions picked by name; refuses a file that is not JSON', async () => {
    serve();
    const put = vi.spyOn(api, 'put').mockImplementation(async (_p: string, body: unknown) => ({
      data: {
        ...settings,
        ...(body as object),
        area: [[[[0, 0]]]],
        subdivisions: [{ code: '4813811', name: 'Alexis 133', province: 'AB' }],
      },
    }));
    const user = setupUser();
    renderWithProviders(page, { route: '/admin/alerting' });
    const input = (await screen.findByLabelText('Outline (GeoJSON file)', {
      exact: false,
    })) as HTMLButtonElement;
    const fileInput =
      input.parentElement!.querySelector('input[type=file]') ?? document.querySelector('input[type=file]')!;
    await user.upload(
      fileInput as HTMLInputElement,
      new File(['not json'], 'area.geojson', { type: 'application/geo+json' }),
    );
    expect(await screen.findByText('This file is not GeoJSON: choose a .geojson file.')).toBeInTheDocument();
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-114.6, 53.7],
          [-114.4, 53.7],
          [-114.4, 53.9],
          [-114.6, 53.7],
        ],
      ],
    };
    await user.upload(
      fileInput as HTMLInputElement,
      new File([JSON.stringify(polygon)], 'area.geojson', { type: 'application/geo+json' }),
    );
    await user.type(screen.getByRole('combobox', { name: /Census subdivisions/ }), 'Alexis');
    await user.click(await screen.findByRole('option', { name: /Alexis 133/ }));
    await user.click(screen.getByRole('switch', { name: /Sign published alerts/ }));
    await user.click(screen.getByRole('button', { name: 'Save alerting settings' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1/cap/settings', {
        area: polygon,
        sgcCodes: ['4813811'],
        relayNow: [],
        sign: true,
      }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Alerting settings were saved'));
  });

  it('lists what was published and opens an update of a current alert as a draft', async () => {
    serve({ subdivisions: [{ code: '4813811', name: 'Alexis 133', province: 'AB' }] }, [
      {
        id: '6f1d0c1e-0000-4000-8000-000000000002',
        identifier: 'urn:uuid:6f1d0c1e-0000-4000-8000-000000000003',
        msgType: 'Alert',
        sent: '2026-07-02T14:05:00-06:00',
        eventCode: 'drinkingWate',
        notificationId: '6f1d0c1e-0000-4000-8000-000000000003',
        title: 'Boil-water advisory',
        signed: true,
        current: true,
        url: 'https://gathering.example/v1/public/cap/demo-nation/alerts/x.xml',
      },
    ]);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { notificationId: 'n-2' } });
    const user = setupUser();
    renderWithProviders(page, { route: '/admin/alerting' });
    expect(await screen.findByRole('link', { name: 'CAP document' })).toHaveAttribute(
      'href',
      expect.stringContaining('/alerts/x.xml'),
    );
    await user.click(screen.getByRole('button', { name: 'Update: Boil-water advisory' }));
    expect(post).toHaveBeenCalledWith('/v1/cap/alerts/6f1d0c1e-0000-4000-8000-000000000003/follow-up', {
      msgType: 'Update',
    });
    expect(await screen.findByText('draft n-2')).toBeInTheDocument();
  });

  it('reads in French: the proposal in its French words, the feed to give partners', async () => {
    await i18n.changeLanguage('fr');
    serve({ subdivisions: [{ code: '4813811', name: 'Alexis 133', province: 'AB' }] });
    renderWithProviders(page, { route: '/admin/alerting' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alertes (PAC)' })).toBeInTheDocument();
    const card = await screen.findByTestId('cap-proposal');
    expect(
      within(card).getByRole('heading', { name: 'Avertissement d’évacuation : feu de forêt' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cap-feed-url')).toHaveTextContent(settings.feedUrl);
    expect(screen.getByRole('button', { name: 'Ajouter la source' })).toBeEnabled();
  });
});
