import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n';
import { withSentences } from './forms';

describe('zod messages', () => {
  it('words schema issues as sentences in the current language', async () => {
    const schema = z.object({
      name: z.string().min(1),
      email: z.email(),
      url: z.url(),
      title: z.string().max(3),
    });
    const issues = schema.safeParse({ name: '', email: 'x', url: 'y', title: 'long' }).error!.issues;
    expect(issues.map((i) => i.message)).toEqual([
      'This field is required.',
      'Please enter a valid e-mail address.',
      'Please enter a web address starting with http:// or https://.',
      'Please enter at most 3 characters.',
    ]);
    await i18n.changeLanguage('fr');
    try {
      expect(schema.safeParse({ name: '', email: 'x', url: 'y', title: 'ok' }).error!.issues[0].message).toBe(
        'Ce champ est obligatoire.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps a sentence the schema names itself', () => {
    const schema = z.string().min(1, 'Username is a required field. Please try again!');
    expect(schema.safeParse('').error!.issues[0].message).toBe(
      'Username is a required field. Please try again!',
    );
  });
});

describe('withSentences', () => {
  it("replaces a schema's own English sentence with the reader's and leaves the others", () => {
    const validate = withSentences(
      () => ({ email: 'Please enter a valid e-mail address.', name: 'Other', list: ['x'] }),
      () => ({ 'Please enter a valid e-mail address.': 'Veuillez entrer un courriel valide.' }),
    );
    expect(validate({})).toEqual({
      email: 'Veuillez entrer un courriel valide.',
      name: 'Other',
      list: ['x'],
    });
  });
});
