import { describe, expect, it } from 'vitest';
import { acceptEdit, isBelowMin } from './limited-text';

describe('acceptEdit', () => {
  const text = (previous: string, next: string, max: number) => acceptEdit(previous, next, { max }).text;

  it('accepts edits up to the maximum', () => {
    expect(acceptEdit('abc', 'abcd', { max: 5 })).toEqual({ text: 'abcd', cut: false });
    expect(acceptEdit('abcd', 'abcde', { max: 5 })).toEqual({ text: 'abcde', cut: false });
  });

  it('ignores a character typed at the maximum', () => {
    expect(acceptEdit('abcde', 'abcdef', { max: 5 })).toEqual({ text: 'abcde', cut: true });
  });

  it('keeps as much of a long paste as fits, at the caret, and says it cut', () => {
    expect(acceptEdit('ab', 'ab pasted text', { max: 5 })).toEqual({ text: 'ab pa', cut: true });
    expect(acceptEdit('', 'x'.repeat(301), { max: 300 })).toEqual({ text: 'x'.repeat(300), cut: true });
    // Pasted between "ab" and "cd": the text after the caret stays.
    expect(text('abcd', 'ab123456cd', 6)).toBe('ab12cd');
    // Pasted over a selection ("bc" replaced).
    expect(text('abcd', 'a123456d', 6)).toBe('a1234d');
  });

  it('never keeps half of a two-unit character', () => {
    expect(text('abcd', 'abcd😀😀', 7)).toBe('abcd😀');
    expect(text('abcd', 'abcd😀', 5)).toBe('abcd');
  });

  it('ignores a same-length replacement while over the maximum, but lets the text shrink', () => {
    expect(text('abcdefg', 'abcdefX', 5)).toBe('abcdefg');
    expect(text('abcdefg', 'abcdef', 5)).toBe('abcdef');
  });

  it('lets validate refuse the edit', () => {
    const digitsOnly = (v: string) => /^\d*$/.test(v);
    expect(acceptEdit('12', '12a', { max: 10, validate: digitsOnly }).text).toBe('12');
    expect(acceptEdit('12', '123', { max: 10, validate: digitsOnly }).text).toBe('123');
    expect(acceptEdit('12', '123abc', { max: 4, validate: digitsOnly })).toEqual({ text: '12', cut: false });
  });
});

describe('isBelowMin', () => {
  it('is true only under a given minimum', () => {
    expect(isBelowMin('ab', 3)).toBe(true);
    expect(isBelowMin('abc', 3)).toBe(false);
    expect(isBelowMin('', undefined)).toBe(false);
    expect(isBelowMin('', 0)).toBe(false);
  });
});
