import { describe, expect, it } from 'vitest';
import { addTag, hasTag, normaliseTags } from './tag-rules';

describe('hasTag', () => {
  it('ignores case and surrounding spaces', () => {
    expect(hasTag(['News'], 'news')).toBe(true);
    expect(hasTag(['News'], '  NEWS ')).toBe(true);
    expect(hasTag(['News'], 'New')).toBe(false);
  });
});

describe('addTag', () => {
  it('appends a trimmed entry', () => {
    expect(addTag(['a'], '  b ')).toEqual(['a', 'b']);
  });

  it('refuses duplicates in any case', () => {
    expect(addTag(['Events'], 'EVENTS')).toEqual(['Events']);
  });

  it('refuses blanks', () => {
    expect(addTag(['a'], '   ')).toEqual(['a']);
  });

  it('refuses entries past the maximum', () => {
    expect(addTag(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(addTag(['a'], 'c', 2)).toEqual(['a', 'c']);
  });

  it('does not change its input', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('normaliseTags', () => {
  it('keeps the first spelling, drops blanks and caps at max', () => {
    expect(normaliseTags(['Jobs', 'jobs', ' ', 'News', 'Events', 'Forms'], 3)).toEqual([
      'Jobs',
      'News',
      'Events',
    ]);
  });

  it('without max keeps everything distinct', () => {
    expect(normaliseTags(['a', 'A', 'b'])).toEqual(['a', 'b']);
  });
});
