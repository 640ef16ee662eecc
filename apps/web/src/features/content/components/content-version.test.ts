import { describe, expect, it } from 'vitest';
import type { CommunityLanguage, FeedItemDetail } from '@gathering/contract';
import { itemIn, itemLanguages } from './content-version';

const languages: CommunityLanguage[] = [
  { tag: 'en', name: 'English', script: 'Latn', direction: 'ltr', isDefault: true },
  { tag: 'crk', name: 'ᓀᐦᐃᔭᐍᐏᐣ', script: 'Cans', direction: 'ltr', isDefault: false },
  { tag: 'fr', name: 'Français', script: 'Latn', direction: 'ltr', isDefault: false },
];
const version = (
  language: string,
  over: Partial<NonNullable<FeedItemDetail['translations']>[number]> = {},
) => ({
  language,
  headline: '',
  tagline: '',
  body: '',
  displayName: '',
  labels: {},
  ...over,
});
const item = {
  id: '00000000-0000-4000-8000-000000000001',
  language: 'fr',
  headline: 'Le festin',
  tagline: 'Samedi au centre',
  body: '<p>Apportez un plat.</p>',
  attachment: null,
  formNodes: [
    {
      id: '00000000-0000-4000-8000-000000000002',
      header: '',
      description: '',
      footer: '',
      nodeInputs: [
        {
          id: '00000000-0000-4000-8000-000000000003',
          label: 'Nom',
          type: 'TEXT',
          isRequired: true,
          values: [],
        },
      ],
    },
  ],
  translations: [
    version('en', { headline: 'The feast', body: '<p></p>' }),
    version('crk', {
      headline: 'ᒫᒥᐦᑐᑕᐦᐃᐍᐏᐣ',
      tagline: 'ᐊᐦᑳᐤ',
      labels: { '00000000-0000-4000-8000-000000000003': 'ᐃᔑᓂᑳᓱᐏᐣ' },
    }),
  ],
} as unknown as FeedItemDetail;

describe("an item's language versions on its page", () => {
  it('lists its own language first, then its versions in the community’s order, named', () => {
    expect(itemLanguages(item, languages).map((l) => l.name)).toEqual(['Français', 'English', 'ᓀᐦᐃᔭᐍᐏᐣ']);
    // A version in a language the community has removed keeps its tag; an item without versions has one.
    expect(itemLanguages(item, languages.slice(0, 2)).map((l) => l.name)).toEqual([
      'fr',
      'English',
      'ᓀᐦᐃᔭᐍᐏᐣ',
    ]);
    expect(itemLanguages({ ...item, translations: [] }, languages)).toHaveLength(1);
  });

  it("shows a version as its readers get it: what it leaves empty is the item's own", () => {
    const cree = itemIn(item, 'crk');
    expect(cree).toMatchObject({ language: 'crk', headline: 'ᒫᒥᐦᑐᑕᐦᐃᐍᐏᐣ', tagline: 'ᐊᐦᑳᐤ' });
    expect(cree.body).toBe('<p>Apportez un plat.</p>');
    expect(cree.formNodes![0].nodeInputs[0].label).toBe('ᐃᔑᓂᑳᓱᐏᐣ');
    // An empty paragraph is no body.
    expect(itemIn(item, 'en')).toMatchObject({ headline: 'The feast', tagline: 'Samedi au centre' });
    expect(itemIn(item, 'en').body).toBe('<p>Apportez un plat.</p>');
    expect(itemIn(item, 'fr')).toBe(item);
  });
});
