import { describe, expect, it } from 'vitest';
import { draftOf, formPathOf, validateContent } from './content-draft';
import { fromDrafts as datesFromDrafts, problemOf, toClock } from './event-dates-model';
import { fromDrafts, moveItem, newSection, toDrafts } from './form-builder-model';
import { publishBodyOf, publishValuesSchema, type PublishValues } from './publish-model';
import { normaliseLink } from './rich-text-editor';

describe('moveItem', () => {
  it('moves an entry up and down, clamping at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });
});

describe('form drafts', () => {
  it('round-trip without client keys and keep choices only on choice inputs', () => {
    const section = newSection();
    section.nodeInputs[0] = { ...section.nodeInputs[0], label: 'Name', values: ['stale'] };
    const nodes = fromDrafts([section]);
    expect(nodes[0]).not.toHaveProperty('key');
    expect(nodes[0].nodeInputs[0]).toEqual(expect.objectContaining({ label: 'Name', values: [] }));
    expect(toDrafts(nodes)[0].nodeInputs[0].key).toBeTruthy();
  });

  it('reports a question without a label, or a choice question without choices, under its path', () => {
    const section = newSection();
    section.nodeInputs[0] = { ...section.nodeInputs[0], type: 'SINGLE_CHOICE' };
    const draft = { ...draftOf(), headline: 'Sign-up', sections: [section] };
    expect(validateContent('forms', true)(draft)).toEqual({
      'sections.0.nodeInputs.0.label': 'This field is required.',
      'sections.0.nodeInputs.0.values': 'Choice inputs need at least one value',
    });
  });
});

describe('validateContent', () => {
  const today = new Date(2030, 5, 15);
  const job = { ...draftOf(), headline: 'Cook' };

  it('refuses a new job that closes before today, but not one closing today or an existing job', () => {
    const closed = { ...job, closingDate: new Date(2030, 5, 14) };
    expect(validateContent('jobs', true, today)(closed)).toEqual({
      closingDate: 'The closing date cannot be in the past.',
    });
    expect(validateContent('jobs', true, today)({ ...job, closingDate: new Date(2030, 5, 15) })).toEqual({});
    expect(validateContent('jobs', false, today)(closed)).toEqual({});
  });

  it("words the contract's rules as sentences on the form's fields", () => {
    expect(
      validateContent('jobs', true, today)({ ...job, headline: ' ', externalUrl: 'example.org' }),
    ).toEqual({
      headline: 'Please enter a headline.',
      externalUrl: 'Please enter a web address starting with http:// or https://.',
    });
  });

  it('reports an incomplete event date on the dates field', () => {
    const event = {
      ...draftOf(),
      headline: 'Feast',
      dates: [{ key: 'a', date: null, start: null, end: null }],
    };
    expect(validateContent('events', true)(event)).toEqual({
      dates: 'Date 1 needs a day, a start time and an end time.',
    });
  });

  it('maps server and contract paths onto the form', () => {
    expect(formPathOf('external_url')).toBe('externalUrl');
    // An end before the start is said on that row's End field; the other date-time paths on the dates.
    expect(formPathOf('dateTimes.0.endTime')).toBe('dates.0.end');
    expect(formPathOf('dateTimes.0.date')).toBe('dates');
    expect(formPathOf('formNodes.1.nodeInputs.0.label')).toBe('sections.1.nodeInputs.0.label');
    expect(formPathOf('headline')).toBe('headline');
  });
});

describe('event dates', () => {
  it('turn picked times into HH:mm in their zone', () => {
    expect(toClock({ date: new Date('2026-03-10T15:30:00Z'), zone: 'America/Toronto' })).toBe('11:30');
    const start = { date: new Date('2026-03-10T14:00:00Z'), zone: 'America/Toronto' };
    const end = { date: new Date('2026-03-10T20:00:00Z'), zone: 'America/Toronto' };
    expect(datesFromDrafts([{ key: 'a', date: new Date(2026, 2, 10), start, end }])).toEqual({
      dateTimes: [{ date: '2026-03-10', startTime: '10:00', endTime: '16:00' }],
    });
  });

  it('refuse an incomplete row or one ending before it starts', () => {
    expect(problemOf([{ key: 'a', date: null, start: null, end: null }])).toEqual({
      row: 0,
      message: 'Date 1 needs a day, a start time and an end time.',
    });
    const start = { date: new Date('2026-03-10T20:00:00Z'), zone: 'UTC' };
    const end = { date: new Date('2026-03-10T10:00:00Z'), zone: 'UTC' };
    // On the row's End field, not on the list.
    expect(problemOf([{ key: 'a', date: new Date(2026, 2, 10), start, end }])).toEqual({
      row: 0,
      field: 'end',
      message: 'Date 1 must not end before it starts.',
    });
  });
});

describe('publishBodyOf', () => {
  const base: PublishValues = {
    audience: 'GROUPS',
    groups: ['g1'],
    recipients: ['m1'],
    featured: true,
    notification: false,
    schedule: false,
    day: null,
    time: null,
  };
  const errors = (v: PublishValues) =>
    Object.fromEntries(
      (publishValuesSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  it('sends groups only for the chosen-groups audience', () => {
    expect(publishBodyOf(base)).toEqual({
      open: false,
      groups: ['g1'],
      recipients: [],
      featured: true,
      notification: false,
    });
    expect(publishBodyOf({ ...base, audience: 'OPEN' })).toEqual(
      expect.objectContaining({ open: true, groups: [] }),
    );
    expect(errors({ ...base, groups: [] })).toEqual({ groups: 'Choose at least one group.' });
  });

  it('schedules as wall-clock time in the picked zone', () => {
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const body = publishBodyOf({
      ...base,
      schedule: true,
      day: next,
      time: { date: new Date('2020-01-01T14:05:00Z'), zone: 'America/Toronto' },
    });
    expect(body.zone).toBe('America/Toronto');
    expect(body.publishAt).toMatch(/T09:05:00$/);
    expect(errors({ ...base, schedule: true })).toEqual({
      day: 'Choose the day to publish.',
      time: 'Choose the time to publish.',
    });
  });

  it('refuses a schedule in the past', () => {
    const time = { date: new Date('2020-01-01T14:05:00Z'), zone: 'UTC' };
    expect(errors({ ...base, schedule: true, day: new Date(2020, 0, 1), time })).toEqual({
      time: 'The publishing time must be in the future.',
    });
  });
});

describe('normaliseLink', () => {
  it('keeps web and mail links, adds https and refuses other schemes', () => {
    expect(normaliseLink('example.org')).toBe('https://example.org');
    expect(normaliseLink('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('  ')).toBeNull();
  });
});
