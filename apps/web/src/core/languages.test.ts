import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, rememberLanguage, toLanguage } from './languages';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('core languages', () => {
  it('speaks a tag by its base language, and English for what it does not speak', () => {
    expect(toLanguage('fr-CA')).toBe('fr');
    expect(toLanguage('FR_ca')).toBe('fr');
    expect(toLanguage('cr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  it("starts in the remembered choice, else the browser's language", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    expect(initialLanguage()).toBe('fr');
    rememberLanguage('en');
    expect(initialLanguage()).toBe('en');
  });

  it("falls back to the browser's language where storage is blocked, and still switches", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberLanguage('en')).not.toThrow();
    expect(initialLanguage()).toBe('fr');
  });
});
