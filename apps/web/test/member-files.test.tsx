import { describe, expect, it } from 'vitest';
import { eventIcs, icsFileName } from '../src/member/item-files/ics';

// An event taken into the reader's calendar (issue 35): its times are the community's wall clock, written as the
// instants they are, so a calendar in any zone shows the event when it happens.
describe('an event as an .ics file', () => {
  const event = {
    id: '00000000-0000-4000-8000-0000000000e1',
    headline: 'Treaty Day; feast, drums & a \\ round dance',
    tagline: 'Everyone is welcome.\nBring a chair.',
    location: 'Band hall, 12 Main St',
    url: 'https://gathering.example/c/demo-nation/items/00000000-0000-4000-8000-0000000000e1',
    zone: 'America/Winnipeg',
    dateTimes: [
      { id: 'd1', date: '2026-06-14', startTime: '09:00', endTime: '17:30' },
      // In winter (CST, UTC-6), the evening is the next day in UTC.
      { id: 'd2', date: '2026-12-10', startTime: '18:00', endTime: '21:00' },
    ],
  };
  const ics = eventIcs(event, Date.UTC(2026, 5, 1, 12), 'gathering.example');
  const unfolded = ics.replace(/\r\n /g, '');

  it('writes each date in UTC from the community’s zone, summer and winter', () => {
    expect(unfolded).toContain('DTSTART:20260614T140000Z\r\nDTEND:20260614T223000Z');
    expect(unfolded).toContain('DTSTART:20261211T000000Z\r\nDTEND:20261211T030000Z');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain(`UID:${event.id}-d1@gathering.example`);
    expect(unfolded).toContain('DTSTAMP:20260601T120000Z');
  });

  it('escapes its text, ends every line with CRLF and folds none over 75 octets', () => {
    expect(unfolded).toContain('SUMMARY:Treaty Day\\; feast\\, drums & a \\\\ round dance');
    expect(unfolded).toContain(
      'DESCRIPTION:Everyone is welcome.\\nBring a chair.\\n\\nhttps://gathering.example/',
    );
    expect(unfolded).toContain('LOCATION:Band hall\\, 12 Main St');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds between characters, never inside one (syllabics are three octets each)', () => {
    const cree = eventIcs({ ...event, headline: 'ᓀᐦᐃᔭᐍᐏᐣ '.repeat(12) }, 0, 'h');
    const lines = cree.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(cree.replace(/\r\n /g, '')).toContain(`SUMMARY:${'ᓀᐦᐃᔭᐍᐏᐣ '.repeat(12)}`);
  });

  it('names the file after the headline, in any script', () => {
    expect(icsFileName('Treaty Day: feast!')).toBe('Treaty-Day-feast.ics');
    expect(icsFileName('ᓀᐦᐃᔭᐍᐏᐣ gathering')).toBe('ᓀᐦᐃᔭᐍᐏᐣ-gathering.ics');
    expect(icsFileName('!!!')).toBe('event.ics');
  });
});
