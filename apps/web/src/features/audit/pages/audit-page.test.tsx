import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage as Page, AuditRow, AuditVerifyResponse } from '@gathering/contract';
import { communityAdmin, platformAdmin, server, signIn, withFakeApi } from '../../../../test/render-app';
import { renderWithProviders, setupUser } from '../../../components/test-utils';
import { toastStore } from '../../../components/toasts';
import { i18n } from '../../../i18n';
import { AuditPage } from './audit-page';
import { PlatformAuditPage } from './platform-audit-page';

withFakeApi();

const row: AuditRow = {
  id: '11111111-1111-4111-8111-111111111111',
  seq: 3,
  communityId: '22222222-2222-4222-8222-222222222222',
  at: '2026-11-20T15:04:00.000Z',
  actorId: '33333333-3333-4333-8333-333333333333',
  actorName: 'Marie Cardinal',
  actorRole: 'ADMIN',
  action: 'members.update',
  targetKind: 'member',
  targetId: '44444444-4444-4444-8444-444444444444',
  changes: { firstName: { before: 'Awan', after: 'Awen' } },
  details: null,
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  requestId: 'req-1',
  names: { '44444444-4444-4444-8444-444444444444': 'Awen Bird' },
};
const page = (data: AuditRow[]): Page => ({ data, meta: { current: 0, pages: 1, total: data.length } });

function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

describe('/admin/audit', () => {
  beforeEach(() => signIn(communityAdmin));

  it('shows who changed what, field by field in words, and filters by action area', async () => {
    server.use(http.get('*/v1/audit', () => HttpResponse.json(page([row]))));
    const calls = recordCalls();
    const user = setupUser();
    renderWithProviders(<AuditPage />, { route: '/' });
    expect(await screen.findByRole('cell', { name: 'Member edited' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'First name: Awan → Awen' })).toBeInTheDocument();
    // The member by name; the id only on hover.
    expect(screen.getByText('Member · Awen Bird')).toHaveAttribute('title', row.targetId);
    expect(screen.queryByText(new RegExp(row.targetId!))).not.toBeInTheDocument();
    expect(screen.getByText('Marie Cardinal')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('Any action'));
    await user.click(await screen.findByRole('option', { name: 'Members · Every action of this area' }));
    await waitFor(() =>
      expect(calls.some((c) => c.startsWith('/v1/audit?') && c.includes('action=members.'))).toBe(true),
    );
    // Time is the one sort key: the other columns offer no sorting that would do nothing.
    expect(screen.queryByRole('button', { name: 'Person' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'When' }));
    await waitFor(() => expect(calls.some((c) => c.includes('dir=asc'))).toBe(true));
  });

  it('names the support, own-account, push-test and group-members actions in words, in English and French', async () => {
    const entries = (
      [
        'support.answer',
        'support.note',
        'support.status',
        'support.escalate',
        'support.deescalate',
        'account.profile',
        'account.password',
        'communities.push_test',
        'groups.members_list',
      ] as const
    ).map((action, i) => ({ ...row, id: `${row.id.slice(0, -2)}${10 + i}`, seq: 10 + i, action }));
    server.use(http.get('*/v1/audit', () => HttpResponse.json(page(entries))));
    const calls = recordCalls();
    const user = setupUser();
    const english = [
      'Support ticket answered',
      'Internal note added to a support ticket',
      'Support ticket status changed',
      'Support ticket handed to platform support',
      'Support ticket handed back to the community',
      'Own profile changed',
      'Own password changed',
      'Push credentials tested',
      'Group members viewed',
    ];
    const view = renderWithProviders(<AuditPage />, { route: '/' });
    for (const label of english) expect(await screen.findByRole('cell', { name: label })).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('Any action'));
    await user.click(await screen.findByRole('option', { name: 'Support · Every action of this area' }));
    await waitFor(() => expect(calls.some((c) => c.includes('action=support.'))).toBe(true));
    await user.click(screen.getByPlaceholderText('Any action'));
    expect(await screen.findByRole('option', { name: 'Own profile changed' })).toBeInTheDocument();
    view.unmount();

    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(<AuditPage />, { route: '/' });
      for (const label of [
        "Réponse à un billet d'assistance",
        "Note interne ajoutée à un billet d'assistance",
        "Statut d'un billet d'assistance modifié",
        "Billet d'assistance transmis à l'assistance de la plateforme",
        "Billet d'assistance rendu à la communauté",
        'Profil personnel modifié',
        'Mot de passe personnel modifié',
        'Identifiants de notification testés',
        "Membres d'un groupe consultés",
      ])
        expect(await screen.findByRole('cell', { name: label })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('exports the filtered trail as CSV', async () => {
    let exported = '';
    server.use(
      http.get('*/v1/audit', () => HttpResponse.json(page([row]))),
      http.get('*/v1/audit/export', ({ request }) => {
        exported = new URL(request.url).search;
        return new HttpResponse('\uFEFFat,action\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="audit-trail.csv"',
          },
        });
      }),
    );
    const user = setupUser();
    renderWithProviders(<AuditPage />, { route: '/' });
    await screen.findByRole('cell', { name: 'Member edited' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.description)).toContain('The audit trail was downloaded.'),
    );
    expect(exported).toContain('dir=desc');
  });
});

describe('/administrator/audit', () => {
  beforeEach(() => signIn(platformAdmin));

  /** The platform's trail of one row of Demo Nation, and the verification's answer. */
  const answerVerification = (verdict: AuditVerifyResponse) =>
    server.use(
      http.get('*/v1/administrator/audit', () => HttpResponse.json(page([row]))),
      http.get('*/v1/administrator/communities/basic', () =>
        HttpResponse.json({ communities: [{ id: row.communityId, name: 'Demo Nation' }] }),
      ),
      http.post('*/v1/administrator/audit/verify', () => HttpResponse.json(verdict)),
    );

  it('names the community of each entry and the first broken row of a chain on verification', async () => {
    const verdict: AuditVerifyResponse = {
      ok: false,
      checkedAt: '2026-11-27T08:00:00.000Z',
      chains: [
        { chain: 'platform', communityId: null, rows: 4, ok: true, problem: null },
        {
          chain: row.communityId!,
          communityId: row.communityId,
          rows: 3,
          ok: false,
          problem: { kind: 'altered', seq: 3, id: row.id, at: row.at, action: 'members.update' },
        },
      ],
    };
    answerVerification(verdict);
    const user = setupUser();
    renderWithProviders(<PlatformAuditPage />, { route: '/' });
    expect(await screen.findByRole('cell', { name: 'Demo Nation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify the chains' }));
    expect(await screen.findByText('1 chain is broken.')).toBeInTheDocument();
    expect(
      screen.getByText(/Demo Nation: entry 3 \(members\.update, .*\) was altered\./),
    ).toBeInTheDocument();
  });

  it('says what the chains were held to, and names one rewritten since a signed checkpoint', async () => {
    const verdict: AuditVerifyResponse = {
      ok: false,
      checkedAt: '2026-11-27T08:00:00.000Z',
      chains: [
        {
          chain: row.communityId!,
          communityId: row.communityId,
          rows: 7,
          ok: false,
          problem: {
            kind: 'rewritten',
            seq: 7,
            id: row.id,
            at: row.at,
            action: 'members.update',
            checkpointAt: '2026-11-26T03:45:00.000Z',
          },
        },
      ],
      checkpoints: { kept: 12, latestAt: '2026-11-26T03:45:00.000Z', ignored: 1 },
    };
    answerVerification(verdict);
    const user = setupUser();
    renderWithProviders(<PlatformAuditPage />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Verify the chains' }));
    expect(
      await screen.findByText(
        /^Held to 12 signed checkpoints, the latest of .+\. 1 checkpoint file was left aside: its signature does not verify\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Demo Nation: entry 7 is not what the signed checkpoint of .+ saw: an entry at or before it/,
      ),
    ).toBeInTheDocument();
  });
});
