import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes a response time to the minute in the largest units, and a dash before there is one', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(59)).toBe('Under 1 min');
    expect(formatDuration(45 * 60 + 59)).toBe('45 min');
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(formatDuration(86400 + 4 * 3600)).toBe('1 day 4 h');
    expect(formatDuration(2 * 86400 + 4 * 3600 + 59 * 60)).toBe('2 days 4 h');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    expect(formatDuration(59)).toBe('Moins de 1 min');
    expect(formatDuration(2 * 86400 + 3600)).toBe('2 jours 1 h');
  });
});
