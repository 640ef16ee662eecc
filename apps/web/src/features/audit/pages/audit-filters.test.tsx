import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage as Page, AuditVerifyResponse } from '@gathering/contract';
import { communityAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { AuditPage } from './audit-page';

withFakeApi();

const AWEN = '44444444-4444-4444-8444-444444444444';
const empty: Page = { data: [], meta: { current: 0, pages: 0, total: 0 } };

/** The trail's page with the address shown beside it, as the reader's browser keeps it. */
function Screen() {
  const location = useLocation();
  return (
    <>
      <AuditPage />
      <output aria-label="address">{location.search}</output>
    </>
  );
}

function listCalls() {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/audit') calls.push(url.searchParams);
  });
  return calls;
}

// Issue 40 #2: a person picked by name instead of typed as an id, filters kept in the address, and Verify in the
// community console for its own chain.
describe('/admin/audit filters', () => {
  beforeEach(() => signIn(communityAdmin));

  it('opens with the filters of its address, and writes a new choice back to it', async () => {
    server.use(http.get('*/v1/audit', () => HttpResponse.json(empty)));
    const calls = listCalls();
    const user = setupUser();
    renderWithProviders(<Screen />, {
      route: `/?action=members.update&person=${AWEN}&personName=Awen%20Bird&from=2026-11-01&to=2026-11-30`,
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const first = calls[0];
    expect(first.get('action')).toBe('members.update');
    expect(first.get('person')).toBe(AWEN);
    // The reader's days as instants: the whole of 30 November is in.
    expect(new Date(first.get('from')!).getDate()).toBe(1);
    expect(new Date(first.get('to')!).getDate()).toBe(1);
    expect(new Date(first.get('to')!).getMonth()).toBe(11);
    expect(screen.getByLabelText('Person', { selector: 'input' })).toHaveValue('Awen Bird');
    expect(screen.getByLabelText('Action', { selector: 'input' })).toHaveValue('Member edited');

    await user.click(screen.getByLabelText('Action', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Member deleted' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('action=members.delete'));
    expect(screen.getByLabelText('address')).toHaveTextContent(`person=${AWEN}`);
    await waitFor(() => expect(calls.at(-1)?.get('action')).toBe('members.delete'));
  });

  it('finds a person by name and filters the entries by them or about them', async () => {
    let searched: string | null = null;
    server.use(
      http.get('*/v1/audit', () => HttpResponse.json(empty)),
      http.get('*/v1/audit/people', ({ request }) => {
        searched = new URL(request.url).searchParams.get('search');
        return HttpResponse.json({
          data: [
            { id: AWEN, name: 'Awen Bird', detail: 'awen@example.org' },
            { id: '55555555-5555-4555-8555-555555555555', name: 'A deleted account', detail: null },
          ],
        });
      }),
    );
    const calls = listCalls();
    const user = setupUser();
    renderWithProviders(<Screen />, { route: '/' });
    const picker = screen.getByLabelText('Person', { selector: 'input' });
    await user.click(picker);
    await user.type(picker, 'awe');
    await waitFor(() => expect(searched).toBe('awe'));
    await user.click(await screen.findByRole('option', { name: 'Awen Bird (awen@example.org)' }));
    await waitFor(() => expect(calls.at(-1)?.get('person')).toBe(AWEN));
    expect(screen.getByLabelText('address')).toHaveTextContent(`person=${AWEN}`);
    expect(screen.getByLabelText('address')).toHaveTextContent('personName=Awen+Bird');
  });

  it("verifies the community's own chain and says it is intact", async () => {
    let verified = 0;
    const verdict: AuditVerifyResponse = {
      ok: true,
      checkedAt: '2026-11-27T08:00:00.000Z',
      chains: [
        {
          chain: '22222222-2222-4222-8222-222222222222',
          communityId: '22222222-2222-4222-8222-222222222222',
          rows: 42,
          ok: true,
          problem: null,
        },
      ],
      checkpoints: { kept: 3, latestAt: '2026-11-26T03:45:00.000Z', ignored: 0 },
    };
    server.use(
      http.get('*/v1/audit', () => HttpResponse.json(empty)),
      http.post('*/v1/audit/verify', () => {
        verified += 1;
        return HttpResponse.json(verdict);
      }),
    );
    const user = setupUser();
    renderWithProviders(<Screen />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Verify the trail' }));
    expect(
      await screen.findByText(
        "Intact: the 42 entries of this community's trail follow one another as they were written.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Held to 3 signed checkpoints/)).toBeInTheDocument();
    expect(verified).toBe(1);
  });
});
