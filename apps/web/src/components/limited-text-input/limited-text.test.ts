import { describe, expect, it } from 'vitest';
import { acceptEdit, isBelowMin } from './limited-text';

describe('acceptEdit', () => {
  it('accepts edits up to the maximum', () => {
    expect(acceptEdit('abc', 'abcd', { max: 5 })).toBe('abcd');
    expect(acceptEdit('abcd', 'abcde', { max: 5 })).toBe('abcde');
  });

  it('ignores an edit that goes past the maximum, typed or pasted', () => {
    expect(acceptEdit('abcde', 'abcdef', { max: 5 })).toBe('abcde');
    expect(acceptEdit('ab', 'ab pasted text', { max: 5 })).toBe('ab');
  });

  it('ignores a same-length replacement while over the maximum, but lets the text shrink', () => {
    expect(acceptEdit('abcdefg', 'abcdefX', { max: 5 })).toBe('abcdefg');
    expect(acceptEdit('abcdefg', 'abcdef', { max: 5 })).toBe('abcdef');
  });

  it('lets validate refuse the edit', () => {
    const digitsOnly = (v: string) => /^\d*$/.test(v);
    expect(acceptEdit('12', '12a', { max: 10, validate: digitsOnly })).toBe('12');
    expect(acceptEdit('12', '123', { max: 10, validate: digitsOnly })).toBe('123');
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
