import { describe, expect, it } from 'vitest';
import { MIN_SAMPLED_ROWS, trigramShares, uncommonParts } from '../src/lib/trigram-shares';

/** Search texts as users.search_text holds them: names, username and address on their own lines. */
const people = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${['aiyana', 'mason', 'kaya'][i % 3]} bear\nperson${i + 1}\nperson${i + 1}@national.example`,
  );

describe('trigram shares: the parts of a fragment the index is asked for', () => {
  const shares = trigramShares(people(1000));

  it('counts a trigram once per row, within words', () => {
    expect(shares.rows).toBe(1000);
    expect(shares.share.get('per')).toBe(1);
    expect(shares.share.get('nat')).toBe(1);
    // '1@n' crosses the '@': no word holds it.
    expect(shares.share.has('1@n')).toBe(false);
    expect(shares.share.get('mas')).toBeCloseTo(1 / 3, 2);
    // person100 and person1000 both hold 'n10' and '100' (person10, person100..109 and person1000 hold 'n10').
    expect(shares.share.get('n10')).toBe(12 / 1000);
  });

  it('hands the index the uncommon runs of a fragment holding common ones', () => {
    // per, ers, rso, son are in every row; on2 in person2, person20..29, person200..299: 111 of 1,000.
    expect(uncommonParts('person2425', trigramShares(people(3000)))).toEqual(['n2425']);
    // A whole address: its domain is in every row.
    expect(uncommonParts('person742@national.example', shares)).toEqual(['n742']);
    // A word nobody has already narrows the rows to none: 'kaya', in a third of the rows, is left out too.
    expect(uncommonParts('zoe kaya person742', shares)).toEqual(['zoe', 'n742']);
  });

  it('keeps a word that narrows the rows to check, however common', () => {
    // Four first names (a quarter of the rows each), 100 tokens (1 % each): 'alpha' cuts the token's rows by four.
    const texts = Array.from(
      { length: 1000 },
      (_, i) => `${['alpha', 'bravo', 'delta', 'gamma'][i % 4]} q${i % 100}q`,
    );
    expect(uncommonParts('alpha q7q', trigramShares(texts))).toBeNull();
    // Without a rare word beside it, a word in every row is read for nothing.
    const everyone = texts.map((t) => `${t} same`);
    expect(uncommonParts('same q7q', trigramShares(everyone))).toEqual(['q7q']);
  });

  it('sends a fragment whole when it has no common trigram, or nothing but common ones', () => {
    expect(uncommonParts('n742', shares)).toBeNull();
    expect(uncommonParts('national.example', shares)).toBeNull();
    // 'bear' is common and 'ar' too short to be a part.
    expect(uncommonParts('bear', shares)).toBeNull();
    expect(uncommonParts('ab', shares)).toBeNull();
  });

  it('says nothing from a sample too small to tell', () => {
    const few = trigramShares(people(MIN_SAMPLED_ROWS - 1));
    expect(uncommonParts('person2425', few)).toBeNull();
    expect(uncommonParts('person2425', trigramShares([]))).toBeNull();
  });

  it('takes syllabics as letters, character by character', () => {
    const texts = Array.from({ length: 300 }, (_, i) => `ᑖᓂᓯ ${i}\nᐊᒥᐢᒁ${i}`);
    // ᐊᒥᐢ and ᒥᐢᒁ are in every row; the digits after them are not.
    expect(uncommonParts('ᐊᒥᐢᒁ123', trigramShares(texts))).toEqual(['ᒁ123']);
  });
});
