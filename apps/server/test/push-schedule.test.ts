import { describe, expect, it } from 'vitest';
import {
  deliverableAt,
  fromRRule,
  instantOf,
  localSendAt,
  occurrencesBetween,
  quietHoursEnd,
  toRRule,
  wallClockAt,
} from '../src/modules/notifications/schedule';

// America/Edmonton: MDT (UTC-6) until 2026-11-01 02:00, then MST (UTC-7) until 2027-03-14 02:00, then MDT again.
const EDMONTON = 'America/Edmonton';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const at = (s: string) => new Date(s);

describe('zone arithmetic across daylight-saving changes', () => {
  it('reads the wall clock of a zone', () => {
    expect(wallClockAt(at('2026-11-01T07:30:00Z'), EDMONTON)).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 30,
    });
  });

  it('takes the earlier of a wall time that happens twice (autumn)', () => {
    const wall = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
    expect(iso(instantOf(wall, EDMONTON))).toBe('2026-11-01T07:30:00.000Z');
  });

  it('moves a wall time the clocks jump over (spring) to the hour after', () => {
    const wall = { year: 2027, month: 3, day: 14, hour: 2, minute: 30 };
    const t = instantOf(wall, EDMONTON);
    expect(iso(t)).toBe('2027-03-14T09:30:00.000Z');
    expect(wallClockAt(t, EDMONTON).hour).toBe(3);
  });

  it('gives ordinary wall times their one instant on both sides of a change', () => {
    expect(iso(instantOf({ year: 2026, month: 10, day: 31, hour: 9, minute: 0 }, EDMONTON))).toBe(
      '2026-10-31T15:00:00.000Z',
    );
    expect(iso(instantOf({ year: 2026, month: 11, day: 2, hour: 9, minute: 0 }, EDMONTON))).toBe(
      '2026-11-02T16:00:00.000Z',
    );
  });
});

describe('quiet hours', () => {
  it('ends an overnight window at its local end, an hour later in UTC after the autumn change', () => {
    // 23:00 MDT on Oct 30: the night ends at 07:00 MDT.
    expect(iso(quietHoursEnd(at('2026-10-31T05:00:00Z'), EDMONTON, '22:00', '07:00'))).toBe(
      '2026-10-31T13:00:00.000Z',
    );
    // 23:00 MDT on Oct 31: the clocks fall back overnight, the night ends at 07:00 MST.
    expect(iso(quietHoursEnd(at('2026-11-01T05:00:00Z'), EDMONTON, '22:00', '07:00'))).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    // After midnight, in the repeated hour (01:30 MST, the second time round).
    expect(iso(quietHoursEnd(at('2026-11-01T08:30:00Z'), EDMONTON, '22:00', '07:00'))).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('ends the spring-forward night an hour earlier in UTC', () => {
    // 22:00 MST on Mar 13: 07:00 MDT on Mar 14.
    expect(iso(quietHoursEnd(at('2027-03-14T05:00:00Z'), EDMONTON, '22:00', '07:00'))).toBe(
      '2027-03-14T13:00:00.000Z',
    );
  });

  it('answers null outside the window, with no window and for an empty window', () => {
    expect(quietHoursEnd(at('2026-11-01T20:00:00Z'), EDMONTON, '22:00', '07:00')).toBeNull();
    expect(quietHoursEnd(at('2026-11-01T05:00:00Z'), EDMONTON, null, null)).toBeNull();
    expect(quietHoursEnd(at('2026-11-01T05:00:00Z'), EDMONTON, '22:00', '22:00')).toBeNull();
    // The end minute itself is outside.
    expect(quietHoursEnd(at('2026-11-01T14:00:00Z'), EDMONTON, '22:00', '07:00')).toBeNull();
  });

  it('handles a window within one day', () => {
    // 12:30 MST, window 12:00-13:30.
    expect(iso(quietHoursEnd(at('2026-11-02T19:30:00Z'), EDMONTON, '12:00', '13:30'))).toBe(
      '2026-11-02T20:30:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-02T18:30:00Z'), EDMONTON, '12:00', '13:30')).toBeNull();
  });
});

describe('when a device may receive', () => {
  const quiet = { communityZone: EDMONTON, quietHoursStart: '22:00', quietHoursEnd: '07:00' };
  const now = at('2026-11-01T05:00:00Z'); // 23:00 MDT, Oct 31

  it('holds an ordinary push in the quiet window until it ends in the device zone', () => {
    const push = { kind: 'STANDARD', sendAt: null, timeZone: null, localTime: false };
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: EDMONTON }, now))).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    // 01:00 EST in Toronto (its clocks changed at 02:00 EDT, i.e. 06:00Z): the window ends at 07:00 EST.
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: 'America/Toronto' }, now))).toBe(
      '2026-11-01T12:00:00.000Z',
    );
    // 22:00 PDT in Vancouver: quiet already, until 07:00 PST.
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: 'America/Vancouver' }, now))).toBe(
      '2026-11-01T15:00:00.000Z',
    );
    // 21:00 in Vancouver an hour earlier: not quiet yet, sent at once.
    const earlier = at('2026-11-01T04:00:00Z');
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: 'America/Vancouver' }, earlier))).toBe(
      iso(earlier),
    );
  });

  it('never holds an emergency alert', () => {
    const push = { kind: 'EMERGENCY', sendAt: null, timeZone: null, localTime: false };
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: EDMONTON }, now))).toBe(iso(now));
  });

  it('uses the community zone for a device without a zone (or with an unknown one)', () => {
    const push = { kind: 'STANDARD', sendAt: null, timeZone: null, localTime: false };
    for (const deviceZone of [null, 'Mars/Olympus'])
      expect(iso(deliverableAt(push, { ...quiet, deviceZone }, now))).toBe('2026-11-01T14:00:00.000Z');
  });

  it('sends a local-time push when each device clock shows the time, across the change', () => {
    // Composed as 09:00 on Nov 2 in Edmonton (MST): 16:00Z there.
    const push = {
      kind: 'STANDARD',
      sendAt: at('2026-11-02T16:00:00Z'),
      timeZone: EDMONTON,
      localTime: true,
    };
    const none = { communityZone: EDMONTON, quietHoursStart: null, quietHoursEnd: null };
    expect(iso(deliverableAt(push, { ...none, deviceZone: 'America/Halifax' }, now))).toBe(
      '2026-11-02T13:00:00.000Z',
    );
    expect(iso(deliverableAt(push, { ...none, deviceZone: EDMONTON }, now))).toBe('2026-11-02T16:00:00.000Z');
    expect(iso(deliverableAt(push, { ...none, deviceZone: 'America/Vancouver' }, now))).toBe(
      '2026-11-02T17:00:00.000Z',
    );
    // Composed on Oct 31 (MDT) for 09:00: Regina never changes its clocks (UTC-6 all year).
    const before = { ...push, sendAt: at('2026-10-31T15:00:00Z') };
    expect(iso(localSendAt(before.sendAt, EDMONTON, 'America/Regina'))).toBe('2026-10-31T15:00:00.000Z');
    // A zone whose time has already passed is sent now, not skipped.
    expect(
      iso(deliverableAt(push, { ...none, deviceZone: 'America/Halifax' }, at('2026-11-02T14:00:00Z'))),
    ).toBe('2026-11-02T14:00:00.000Z');
  });

  it('holds a local-time push whose local time falls in the quiet window', () => {
    const push = {
      kind: 'STANDARD',
      sendAt: at('2026-11-03T05:30:00Z'),
      timeZone: EDMONTON,
      localTime: true,
    };
    // 22:30 MST in Edmonton → held to 07:00 MST on Nov 3 (14:00Z).
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: EDMONTON }, now))).toBe(
      '2026-11-03T14:00:00.000Z',
    );
  });
});

describe('recurrence', () => {
  it('writes and reads the stored rule', () => {
    const r = {
      frequency: 'WEEKLY' as const,
      interval: 2,
      weekdays: ['MO' as const, 'FR' as const],
      until: '2027-04-30',
    };
    expect(toRRule(r)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;UNTIL=20270430T235959Z');
    expect(fromRRule(toRRule(r))).toEqual(r);
  });

  it('keeps a daily 09:00 at 09:00 local across the autumn change, until its last day', () => {
    const rule = toRRule({ frequency: 'DAILY', interval: 1, weekdays: [], until: '2026-11-03' });
    const got = occurrencesBetween(
      rule,
      at('2026-10-30T15:00:00Z'),
      EDMONTON,
      at('2026-10-01T00:00:00Z'),
      at('2026-12-01T00:00:00Z'),
    );
    expect(got.map(iso)).toEqual([
      '2026-10-30T15:00:00.000Z',
      '2026-10-31T15:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
      '2026-11-03T16:00:00.000Z',
    ]);
  });

  it('repeats weekly on chosen days across the spring change', () => {
    const rule = toRRule({ frequency: 'WEEKLY', interval: 1, weekdays: ['MO', 'FR'], until: '2027-03-19' });
    const got = occurrencesBetween(
      rule,
      at('2027-03-08T16:00:00Z'), // Monday 09:00 MST
      EDMONTON,
      at('2027-03-01T00:00:00Z'),
      at('2027-04-01T00:00:00Z'),
    );
    expect(got.map(iso)).toEqual([
      '2027-03-08T16:00:00.000Z',
      '2027-03-12T16:00:00.000Z',
      '2027-03-15T15:00:00.000Z',
      '2027-03-19T15:00:00.000Z',
    ]);
  });

  it('repeats monthly and only answers the occurrences inside the window asked', () => {
    const rule = toRRule({ frequency: 'MONTHLY', interval: 1, weekdays: [], until: '2027-06-30' });
    const got = occurrencesBetween(
      rule,
      at('2026-10-15T15:00:00Z'), // the 15th, 09:00 MDT
      EDMONTON,
      at('2026-12-01T00:00:00Z'),
      at('2027-04-01T00:00:00Z'),
    );
    expect(got.map(iso)).toEqual([
      '2026-12-15T16:00:00.000Z',
      '2027-01-15T16:00:00.000Z',
      '2027-02-15T16:00:00.000Z',
      '2027-03-15T15:00:00.000Z',
    ]);
  });
});
