import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_FIELDS } from '@gathering/contract/constants';
import type { AuditRow } from '@gathering/contract';
import en from '../../../locales/en/audit.json';
import fr from '../../../locales/fr/audit.json';
import { i18n } from '../../../i18n';
import { changeLines, detailLines, targetText } from './audit-words';

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree | undefined>((node, key) => (node as Tree | undefined)?.[key], tree);

// Issue 40 #2: the catalogue is what the server records (its recorder takes no other action name, and its tests fail
// for a field outside it): each entry must have its words in both languages, or the console would show a code.
describe('the audit trail in words', () => {
  for (const [language, catalogue] of [
    ['English', en],
    ['French', fr],
  ] as const) {
    it(`names every recorded action, area and field in ${language}`, () => {
      const missing = [
        ...AUDIT_ACTIONS.map((a) => `actions.${a}`),
        ...AUDIT_AREAS.map((a) => `areas.${a}`),
        ...AUDIT_FIELDS.map((f) => `fields.${f}`),
      ].filter((key) => {
        const words = at(catalogue as unknown as Tree, key);
        return typeof words !== 'string' || !words.trim();
      });
      expect(missing).toEqual([]);
    });
  }

  it('says each action differently from the others, in both languages', () => {
    for (const catalogue of [en, fr]) {
      const words = AUDIT_ACTIONS.map((a) => at(catalogue as unknown as Tree, `actions.${a}`));
      expect(new Set(words).size).toBe(words.length);
    }
  });

  const row = (over: Partial<AuditRow>): AuditRow => ({
    id: '11111111-1111-4111-8111-111111111111',
    seq: 1,
    communityId: null,
    at: '2026-11-20T15:04:00.000Z',
    actorId: null,
    actorName: null,
    actorRole: 'ADMIN',
    action: 'content.update',
    targetKind: null,
    targetId: null,
    changes: null,
    details: null,
    ip: null,
    userAgent: null,
    requestId: null,
    names: {},
    ...over,
  });
  const GROUP = '22222222-2222-4222-8222-222222222222';
  const ITEM = '33333333-3333-4333-8333-333333333333';
  const GONE = '44444444-4444-4444-8444-444444444444';

  it("opens an item's content field by field, rich text as its words, codes and ids as names", () => {
    const t = i18n.getFixedT('en', 'audit');
    const lines = changeLines(
      t,
      row({
        names: { [GROUP]: 'Elders' },
        changes: {
          data: {
            before: { body: '<p>Tânisi!</p>', location: 'Hall' },
            after: { body: '<p>Tânisi! <strong>Welcome</strong> &amp; more</p>', location: 'Hall' },
          },
          status: { before: 'DRAFT', after: 'PUBLISHED' },
          groups: { before: [], after: [GROUP, GONE] },
          citationRequired: { before: false, after: true },
        },
      }),
    );
    expect(lines.map((l) => [l.label, l.before.text, l.after.text])).toEqual([
      ['Body', 'Tânisi!', 'Tânisi! Welcome & more'],
      ['Status', 'Draft', 'Published'],
      ['Groups', '—', 'Elders, Group no longer here'],
      ['Citation required', 'No', 'Yes'],
    ]);
    // The ids are there only for the hover.
    expect(lines[2].after.ids).toBe(`${GROUP}, ${GONE}`);
  });

  it('writes the details and the target in French, with French keys and names', () => {
    const t = i18n.getFixedT('fr', 'audit');
    const r = row({
      action: 'audit.verify',
      targetKind: 'feed_item',
      targetId: ITEM,
      names: { [ITEM]: 'Assemblée générale' },
      details: { ok: true, chains: 3, filters: { action: 'members.', dir: 'desc' } },
    });
    expect(detailLines(t, r).map((l) => `${l.label} ${l.value.text}`)).toEqual([
      'Intact Oui',
      'Chaînes vérifiées 3',
      'Action Membres',
      "Ordre Plus récentes d'abord",
    ]);
    expect(targetText(t, r)).toEqual({ text: 'Contenu · Assemblée générale', ids: ITEM });
  });

  it('numbers a list’s page from 1, as the console’s pager does (the API records its 0-based index)', () => {
    const t = i18n.getFixedT('en', 'audit');
    const r = row({ action: 'members.list', details: { page: 0, rows: 7 } });
    expect(detailLines(t, r).map((l) => `${l.label} ${l.value.text}`)).toEqual(['Page 1', 'Rows 7']);
  });
});
