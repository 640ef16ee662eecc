import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BrandColorBody, CommunityDetail, ContactPermissionBody } from '@gathering/contract';
import {
  communityAdmin,
  platformAdmin,
  renderApp,
  requests,
  server,
  signIn,
  withFakeApi,
} from '../../../../test/render-app';
import { i18n } from '../../../i18n';

const t = i18n.getFixedT('en', 'community-settings');
const CONTACT_PERMISSION_ERROR = t('contact.error');
const CONTACT_PERMISSION_LABEL = t('contact.label');
const CONTACT_PERMISSION_OFF = t('contact.off');

withFakeApi();

const community = {
  id: communityAdmin.community!.id,
  name: 'River Nation',
  slug: 'river',
  logo: null,
  androidBundleId: null,
  iosBundleId: null,
  appVersion: '2.4.1',
  status: 'ACTIVE',
  contactPermission: true,
  brandColor: null,
  subscription: 'PREMIUM',
  population: 1200,
  updates: [],
  push: {
    apn: { isSet: false, keyId: null, teamId: null, updatedAt: null },
    gcm: { isSet: false, projectId: null, updatedAt: null },
  },
  pushHealth: null,
  lastSummaryAt: null,
  summaryRequestedAt: null,
  deletionDueAt: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-01-01T00:00:00.000Z',
} satisfies CommunityDetail;

const getCommunity = http.get('*/v1/community', () => HttpResponse.json({ data: community }));

describe('settings tabs', () => {
  it('offer Community to a community administrator', async () => {
    await signIn(communityAdmin);
    renderApp('/admin/settings/profile');
    // The first render loads the lazy console chunks, slow on a busy machine.
    const tabs = await screen.findByRole('tablist', { name: 'Settings' }, { timeout: 10_000 });
    expect(within(tabs).getByRole('tab', { name: 'Community' })).toBeInTheDocument();
  });

  it("do not offer Community on a platform administrator's settings", async () => {
    await signIn(platformAdmin);
    renderApp('/administrator/settings/profile');
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(within(tabs).getByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: 'Community' })).not.toBeInTheDocument();
  });
});

describe('community settings page', () => {
  it('shows the community read-only and saves contact permission at once', async () => {
    const bodies: ContactPermissionBody[] = [];
    server.use(
      getCommunity,
      http.patch('*/v1/community/contact/permission', async ({ request }) => {
        const body = (await request.json()) as ContactPermissionBody;
        bodies.push(body);
        return HttpResponse.json({ data: { ...community, ...body } });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/community');
    const overview = await screen.findByRole('region', { name: 'Community' }, { timeout: 10_000 });
    expect(within(overview).getByText('River Nation')).toBeInTheDocument();
    expect(within(overview).getByText('Active')).toBeInTheDocument();
    expect(within(overview).getByText('Premium')).toBeInTheDocument();
    expect(within(overview).getByText('2.4.1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');

    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: CONTACT_PERMISSION_LABEL });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(CONTACT_PERMISSION_OFF)).toBeInTheDocument();
    expect(bodies).toEqual([{ contactPermission: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('sets the member app’s colour: a wrong one is refused with a sentence, a good one saved, then the default again', async () => {
    const bodies: BrandColorBody[] = [];
    server.use(
      getCommunity,
      http.patch('*/v1/community/brand-color', async ({ request }) => {
        const body = (await request.json()) as BrandColorBody;
        bodies.push(body);
        return HttpResponse.json({ data: { ...community, ...body } });
      }),
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/community');
    const card = await screen.findByRole('region', { name: t('brandColor.title') }, { timeout: 10_000 });
    const field = within(card).getByRole('textbox', { name: t('brandColor.label') });
    expect(field).toHaveValue('#0b7285');
    expect(within(card).getByRole('button', { name: t('brandColor.default') })).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '#12345');
    await user.click(within(card).getByRole('button', { name: t('brandColor.save') }));
    expect(await within(card).findByText(t('brandColor.invalid'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(field);
    await user.type(field, '#F5C518');
    // The sample shows it before saving, with black text (it reads better on yellow).
    expect(within(card).getByTestId('brand-color-sample')).toHaveStyle({
      background: '#f5c518',
      color: '#000000',
    });
    await user.click(within(card).getByRole('button', { name: t('brandColor.save') }));
    expect(await screen.findByText(t('brandColor.saved'))).toBeInTheDocument();
    expect(bodies).toEqual([{ brandColor: '#F5C518' }]);

    const again = await screen.findByRole('region', { name: t('brandColor.title') });
    await user.click(within(again).getByRole('button', { name: t('brandColor.default') }));
    await waitFor(() => expect(bodies).toEqual([{ brandColor: '#F5C518' }, { brandColor: null }]));
  });

  it("goes back and shows the server's message when the change is refused", async () => {
    server.use(
      getCommunity,
      http.patch('*/v1/community/contact/permission', () =>
        HttpResponse.json({ message: 'Only administrators may change this.' }, { status: 403 }),
      ),
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/community');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: CONTACT_PERMISSION_LABEL });
    await user.click(toggle);
    expect(await screen.findByText('Only administrators may change this.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requests).toContain('PATCH /v1/community/contact/permission');
  });

  it('falls back to the default error text when the server gives no message', async () => {
    server.use(
      getCommunity,
      http.patch('*/v1/community/contact/permission', () => new HttpResponse(null, { status: 500 })),
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/community');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: CONTACT_PERMISSION_LABEL });
    await user.click(toggle);
    expect(await screen.findByText(CONTACT_PERMISSION_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows an error with a retry when the community cannot be loaded', async () => {
    // Refused until the person asks again (not `once`: a request the page aborted as it mounted would use it up).
    let refusing = true;
    server.use(
      http.get('*/v1/community', () =>
        refusing ? HttpResponse.json({ message: 'Community was invalid' }, { status: 404 }) : undefined,
      ),
      getCommunity,
    );
    await signIn(communityAdmin);
    renderApp('/admin/settings/community');
    expect(await screen.findByText('Could not load your community')).toBeInTheDocument();
    expect(screen.getByText('Community was invalid')).toBeInTheDocument();
    refusing = false;
    // The page's own alert's button: in a full run a second "Try again" (cyan, outside this alert) was on screen too.
    const alert = screen.getByRole('alert', { name: 'Could not load your community' });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Community' })).toBeInTheDocument();
  });
});
