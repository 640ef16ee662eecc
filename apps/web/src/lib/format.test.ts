import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  percent,
  plural,
  relativeAge,
  scoreColor,
  time12,
  truncate,
} from './format';

describe('scoreColor', () => {
  it.each([
    [-5, 'RED'],
    [0, 'RED'],
    [10, 'RED'],
    [10.5, 'PURPLE'],
    [11, 'PURPLE'],
    [20, 'PURPLE'],
    [21, 'ORANGE'],
    [30, 'ORANGE'],
    [31, 'BLUE'],
    [40, 'BLUE'],
    [40.01, 'GREEN'],
    [41, 'GREEN'],
    [1000, 'GREEN'],
  ])('%s -> %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });
});

describe('plural', () => {
  it('uses the singular only for one', () => {
    expect(plural(1, 'day')).toBe('day');
    expect(plural(-1, 'day')).toBe('day');
    expect(plural(0, 'day')).toBe('days');
    expect(plural(2, 'day')).toBe('days');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'reply', 'replies')).toBe('reply');
    expect(plural(3, 'reply', 'replies')).toBe('replies');
  });
});

describe('relativeAge', () => {
  const now = new Date(2024, 5, 15, 9, 30);

  it('is Today on the same calendar day and for future dates', () => {
    expect(relativeAge(new Date(2024, 5, 15, 0, 1), now)).toBe('Today');
    expect(relativeAge(new Date(2024, 5, 15, 23, 0), now)).toBe('Today');
    expect(relativeAge(new Date(2024, 6, 1), now)).toBe('Today');
  });

  it('counts calendar days, singular for one', () => {
    expect(relativeAge(new Date(2024, 5, 14, 23, 59), now)).toBe('1 day');
    expect(relativeAge(new Date(2024, 5, 13), now)).toBe('2 days');
    expect(relativeAge(new Date(2024, 4, 16), now)).toBe('30 days');
  });

  it('switches to months after a whole month', () => {
    expect(relativeAge(new Date(2024, 4, 15), now)).toBe('1 month');
    expect(relativeAge(new Date(2023, 11, 15), now)).toBe('6 months');
    expect(relativeAge(new Date(2023, 5, 16), now)).toBe('11 months');
  });

  it('switches to years after a whole year', () => {
    expect(relativeAge(new Date(2023, 5, 15), now)).toBe('1 year');
    expect(relativeAge(new Date(2020, 0, 1), now)).toBe('4 years');
  });

  it('accepts ISO strings', () => {
    expect(relativeAge('2024-06-10T12:00:00', now)).toBe('5 days');
  });
});

describe('time12', () => {
  it('formats as hh:mm AM/PM with leading zeros', () => {
    expect(time12(new Date(2024, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(time12(new Date(2024, 0, 1, 9, 5))).toBe('09:05 AM');
    expect(time12(new Date(2024, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(time12(new Date(2024, 0, 1, 23, 59))).toBe('11:59 PM');
  });
});

describe('truncate', () => {
  it('returns text at or under the limit unchanged', () => {
    expect(truncate('hello', 5)).toBe('hello');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text and appends "..."', () => {
    expect(truncate('hello world', 5)).toBe('hello...');
    expect(truncate('hello world', 6)).toBe('hello...');
    expect(truncate('abc', 0)).toBe('...');
  });
});

describe('percent', () => {
  it('rounds to 2 decimals', () => {
    expect(percent(33.3333)).toBe(33.33);
    expect(percent(66.666)).toBe(66.67);
    expect(percent(1.005)).toBe(1.01);
    expect(percent(50)).toBe(50);
    expect(percent(0)).toBe(0);
  });

  it('is 0 for NaN and infinities (e.g. a division by a zero total)', () => {
    expect(percent(NaN)).toBe(0);
    expect(percent(Infinity)).toBe(0);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [-1, '0 B'],
    [NaN, '0 B'],
    [0.5, '0.5 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048575, '1 MB'],
    [2 * 1024 ** 2, '2 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [1024 ** 4, '1 TB'],
    [5 * 1024 ** 5, '5120 TB'],
  ])('%s -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('locale-aware dates and times (issue 10 item 6)', () => {
  const d = new Date(2026, 10, 28, 18, 30);

  it('writes one date format per language', () => {
    expect(formatDate(d, { language: 'en' })).toBe('Nov 28, 2026');
    expect(formatDate(d, { language: 'fr' })).toBe('28 nov. 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes times as hh:mm AM/PM in English and on a 24-hour clock in French', () => {
    expect(formatTime(d, { language: 'en' })).toBe('06:30 PM');
    expect(formatTime(new Date(2026, 0, 1, 0, 5), { language: 'en' })).toBe('12:05 AM');
    expect(formatTime(d, { language: 'fr' })).toBe('18 h 30');
    expect(formatDateTime(d, { language: 'en' })).toBe('Nov 28, 2026, 06:30 PM');
    expect(formatDateTime(d, { language: 'fr' })).toBe('28 nov. 2026, 18 h 30');
  });

  it('shows an instant in a given zone', () => {
    const utcNoon = new Date(Date.UTC(2026, 5, 1, 12, 0));
    expect(formatTime(utcNoon, { language: 'en', timeZone: 'America/Toronto' })).toBe('08:00 AM');
  });

  it('follows the current i18n language when none is given', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(formatDate(d)).toBe('28 nov. 2026');
      expect(relativeAge(new Date(2024, 5, 13), new Date(2024, 5, 15, 9))).toBe('2 jours');
      expect(relativeAge(new Date(2024, 5, 15), new Date(2024, 5, 15, 9))).toBe("Aujourd'hui");
      expect(formatNumber(12345)).toMatch(/^12\s345$/);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(formatNumber(12345)).toBe('12,345');
  });
});
