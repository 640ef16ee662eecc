import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsCost, smsSegments } from '@gathering/contract';

// The composer's and the cascade's count of SMS segments (issue 36 #5): what providers bill for one text.
describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one text and splits the 161st into two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, unicode: [] });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('').segments).toBe(1);
  });

  it('counts the extension table’s characters (€, ^, braces…) as two septets', () => {
    expect(smsSegments('€' + 'a'.repeat(158))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('€' + 'a'.repeat(159))).toMatchObject({ units: 161, segments: 2 });
    expect(smsSegments('^{}[]~|\\')).toMatchObject({ encoding: 'GSM-7', units: 16 });
  });

  it('never ends a part between an escape and its character', () => {
    // 152 septets, then ^ (2): it cannot take the 153rd septet of part one, so it starts part two.
    const text = 'a'.repeat(152) + '^' + 'a'.repeat(152);
    expect(smsSegments(text)).toMatchObject({ units: 306, segments: 3 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
  });

  it('keeps French in GSM-7 where the table has its letters, and names the ones that force UCS-2', () => {
    expect(smsSegments('Évacuez à l’école').unicode).toEqual(['’']);
    expect(smsSegments("Évacuez à l'école").encoding).toBe('GSM-7');
    expect(smsSegments('Forêt fermée, ça brûle')).toMatchObject({
      encoding: 'UCS-2',
      unicode: ['ê', 'ç', 'û'],
    });
  });

  it('forces UCS-2 for syllabics: 70 in one text, 67 a part', () => {
    expect(smsSegments('ᐊ'.repeat(70))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('ᐊ'.repeat(71))).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('ᐊ'.repeat(134)).segments).toBe(2);
    expect(smsSegments('ᐊ'.repeat(135)).segments).toBe(3);
    // One syllabic makes the whole text UCS-2: 100 Latin letters then take two parts, not one.
    expect(smsSegments('a'.repeat(100) + 'ᐃ')).toMatchObject({
      encoding: 'UCS-2',
      segments: 2,
      unicode: ['ᐃ'],
    });
  });

  it('counts an emoji as two UTF-16 units and never splits its surrogate pair', () => {
    expect(smsSegments('😀'.repeat(35))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('😀'.repeat(36))).toMatchObject({ units: 72, segments: 2 });
    // 66 units, then the pair: it does not fit the 67th unit of part one and moves to part two.
    expect(smsSegments('a'.repeat(66) + '😀' + 'a'.repeat(66)).segments).toBe(3);
    // The same 134 units without a pair across the boundary fit two parts.
    expect(smsSegments('ᐊ' + 'a'.repeat(133))).toMatchObject({ units: 134, segments: 2 });
  });

  it('never counts fewer parts than the units need, nor more than one per character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '€', 'é', 'ᐊ', '😀', '\n'), maxLength: 600 }),
        (s) => {
          const r = smsSegments(s);
          const part = r.encoding === 'GSM-7' ? 153 : 67;
          const single = r.encoding === 'GSM-7' ? 160 : 70;
          if (r.units <= single) expect(r.segments).toBe(1);
          else {
            expect(r.segments).toBeGreaterThanOrEqual(Math.ceil(r.units / part));
            expect(r.segments).toBeLessThanOrEqual(Math.ceil(r.units / (part - 1)));
          }
        },
      ),
    );
  });

  it('prices a text by its segments', () => {
    expect(smsCost(3, 0.0083)).toBe(0.0249);
    expect(smsCost(1, 0)).toBe(0);
  });
});
