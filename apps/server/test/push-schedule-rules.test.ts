import { describe, expect, it } from 'vitest';
import { instantOf, localSendAt, quietHoursEnd, wallClockAt } from '../src/lib/zoned-time';
import { fromRRule, occurrencesBetween, toRRule } from '../src/modules/push-compose/recurrence';
import { deliverableAt } from '../src/modules/push-delivery/delivery-time';

// America/Winnipeg: CDT (UTC-5) until 2026-11-01 02:00, then CST (UTC-6) until 2027-03-14 02:00, then CDT again.
// A zone whose rules agree in every tz database the suite meets (Node's, PGlite's and the PostgreSQL server's):
// Edmonton and Vancouver stopped changing their clocks in tzdata 2026c, older databases still change them.
// Regina (CST, UTC-6) and Whitehorse (MST, UTC-7, since 2020) keep theirs all year.
const WINNIPEG = 'America/Winnipeg';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const at = (s: string) => new Date(s);

describe('zone arithmetic across daylight-saving changes', () => {
  it('reads the wall clock of a zone', () => {
    expect(wallClockAt(at('2026-11-01T06:30:00Z'), WINNIPEG)).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 30,
    });
  });

  it('takes the earlier of a wall time that happens twice (autumn)', () => {
    const wall = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
    expect(iso(instantOf(wall, WINNIPEG))).toBe('2026-11-01T06:30:00.000Z');
  });

  it('moves a wall time the clocks jump over (spring) to the hour after', () => {
    const wall = { year: 2027, month: 3, day: 14, hour: 2, minute: 30 };
    const t = instantOf(wall, WINNIPEG);
    expect(iso(t)).toBe('2027-03-14T08:30:00.000Z');
    expect(wallClockAt(t, WINNIPEG).hour).toBe(3);
  });

  it('gives ordinary wall times their one instant on both sides of a change', () => {
    expect(iso(instantOf({ year: 2026, month: 10, day: 31, hour: 9, minute: 0 }, WINNIPEG))).toBe(
      '2026-10-31T14:00:00.000Z',
    );
    expect(iso(instantOf({ year: 2026, month: 11, day: 2, hour: 9, minute: 0 }, WINNIPEG))).toBe(
      '2026-11-02T15:00:00.000Z',
    );
  });
});

describe('quiet hours', () => {
  it('ends an overnight window at its local end, an hour later in UTC after the autumn change', () => {
    // 23:00 CDT on Oct 30: the night ends at 07:00 CDT.
    expect(iso(quietHoursEnd(at('2026-10-31T04:00:00Z'), WINNIPEG, '22:00', '07:00'))).toBe(
      '2026-10-31T12:00:00.000Z',
    );
    // 23:00 CDT on Oct 31: the clocks fall back overnight, the night ends at 07:00 CST.
    expect(iso(quietHoursEnd(at('2026-11-01T04:00:00Z'), WINNIPEG, '22:00', '07:00'))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // After midnight, in the repeated hour (01:30 CST, the second time round).
    expect(iso(quietHoursEnd(at('2026-11-01T07:30:00Z'), WINNIPEG, '22:00', '07:00'))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
  });

  it('ends the spring-forward night an hour earlier in UTC', () => {
    // 22:00 CST on Mar 13: 07:00 CDT on Mar 14.
    expect(iso(quietHoursEnd(at('2027-03-14T04:00:00Z'), WINNIPEG, '22:00', '07:00'))).toBe(
      '2027-03-14T12:00:00.000Z',
    );
  });

  it('answers null outside the window, with no window and for an empty window', () => {
    expect(quietHoursEnd(at('2026-11-01T20:00:00Z'), WINNIPEG, '22:00', '07:00')).toBeNull();
    expect(quietHoursEnd(at('2026-11-01T04:00:00Z'), WINNIPEG, null, null)).toBeNull();
    expect(quietHoursEnd(at('2026-11-01T04:00:00Z'), WINNIPEG, '22:00', '22:00')).toBeNull();
    // The end minute itself is outside.
    expect(quietHoursEnd(at('2026-11-01T13:00:00Z'), WINNIPEG, '22:00', '07:00')).toBeNull();
  });

  it('handles a window within one day', () => {
    // 12:30 CST, window 12:00-13:30.
    expect(iso(quietHoursEnd(at('2026-11-02T18:30:00Z'), WINNIPEG, '12:00', '13:30'))).toBe(
      '2026-11-02T19:30:00.000Z',
    );
    expect(quietHoursEnd(at('2026-11-02T17:30:00Z'), WINNIPEG, '12:00', '13:30')).toBeNull();
  });
});

describe('when a device may receive', () => {
  const quiet = { communityZone: WINNIPEG, quietHoursStart: '22:00', quietHoursEnd: '07:00' };
  const now = at('2026-11-01T04:00:00Z'); // 23:00 CDT, Oct 31

  it('holds an ordinary push in the quiet window until it ends in the device zone', () => {
    const push = { kind: 'STANDARD', sendAt: null, timeZone: null, localTime: false };
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: WINNIPEG }, now))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // 00:00 EDT in Toronto (its clocks change at 02:00 EDT, i.e. 06:00Z): the window ends at 07:00 EST.
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: 'America/Toronto' }, now))).toBe(
      '2026-11-01T12:00:00.000Z',
    );
    // 22:00 CST in Regina, which never changes: quiet already, until 07:00 CST, when Winnipeg's night ends too.
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: 'America/Regina' }, now))).toBe(
      '2026-11-01T13:00:00.000Z',
    );
    // 21:00 in Regina an hour earlier: not quiet yet, sent at once.
    const earlier = at('2026-11-01T03:00:00Z');
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: 'America/Regina' }, earlier))).toBe(iso(earlier));
  });

  it('never holds an emergency alert', () => {
    const push = { kind: 'EMERGENCY', sendAt: null, timeZone: null, localTime: false };
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: WINNIPEG }, now))).toBe(iso(now));
  });

  it('uses the community zone for a device without a zone (or with an unknown one)', () => {
    const push = { kind: 'STANDARD', sendAt: null, timeZone: null, localTime: false };
    for (const deviceZone of [null, 'Mars/Olympus'])
      expect(iso(deliverableAt(push, { ...quiet, deviceZone }, now))).toBe('2026-11-01T13:00:00.000Z');
  });

  it('sends a local-time push when each device clock shows the time, across the change', () => {
    // Composed as 09:00 on Nov 2 in Winnipeg (CST): 15:00Z there.
    const push = {
      kind: 'STANDARD',
      sendAt: at('2026-11-02T15:00:00Z'),
      timeZone: WINNIPEG,
      localTime: true,
    };
    const none = { communityZone: WINNIPEG, quietHoursStart: null, quietHoursEnd: null };
    expect(iso(deliverableAt(push, { ...none, deviceZone: 'America/Halifax' }, now))).toBe(
      '2026-11-02T13:00:00.000Z',
    );
    expect(iso(deliverableAt(push, { ...none, deviceZone: 'America/Toronto' }, now))).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(iso(deliverableAt(push, { ...none, deviceZone: WINNIPEG }, now))).toBe('2026-11-02T15:00:00.000Z');
    // Composed on Oct 31 (CDT, 14:00Z) for 09:00: Regina never changes its clocks (UTC-6 all year), so its 09:00
    // is an hour later that day.
    const before = { ...push, sendAt: at('2026-10-31T14:00:00Z') };
    expect(iso(localSendAt(before.sendAt, WINNIPEG, 'America/Regina'))).toBe('2026-10-31T15:00:00.000Z');
    // A zone whose time has already passed is sent now, not skipped.
    expect(
      iso(deliverableAt(push, { ...none, deviceZone: 'America/Halifax' }, at('2026-11-02T14:00:00Z'))),
    ).toBe('2026-11-02T14:00:00.000Z');
  });

  it('holds a local-time push whose local time falls in the quiet window', () => {
    const push = {
      kind: 'STANDARD',
      sendAt: at('2026-11-03T04:30:00Z'),
      timeZone: WINNIPEG,
      localTime: true,
    };
    // 22:30 CST in Winnipeg → held to 07:00 CST on Nov 3 (13:00Z).
    expect(iso(deliverableAt(push, { ...quiet, deviceZone: WINNIPEG }, now))).toBe(
      '2026-11-03T13:00:00.000Z',
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
      at('2026-10-30T14:00:00Z'),
      WINNIPEG,
      at('2026-10-01T00:00:00Z'),
      at('2026-12-01T00:00:00Z'),
    );
    expect(got.map(iso)).toEqual([
      '2026-10-30T14:00:00.000Z',
      '2026-10-31T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
      '2026-11-02T15:00:00.000Z',
      '2026-11-03T15:00:00.000Z',
    ]);
  });

  it('repeats weekly on chosen days across the spring change', () => {
    const rule = toRRule({ frequency: 'WEEKLY', interval: 1, weekdays: ['MO', 'FR'], until: '2027-03-19' });
    const got = occurrencesBetween(
      rule,
      at('2027-03-08T15:00:00Z'), // Monday 09:00 CST
      WINNIPEG,
      at('2027-03-01T00:00:00Z'),
      at('2027-04-01T00:00:00Z'),
    );
    expect(got.map(iso)).toEqual([
      '2027-03-08T15:00:00.000Z',
      '2027-03-12T15:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
      '2027-03-19T14:00:00.000Z',
    ]);
  });

  it('repeats monthly and only answers the occurrences inside the window asked', () => {
    const rule = toRRule({ frequency: 'MONTHLY', interval: 1, weekdays: [], until: '2027-06-30' });
    const got = occurrencesBetween(
      rule,
      at('2026-10-15T14:00:00Z'), // the 15th, 09:00 CDT
      WINNIPEG,
      at('2026-12-01T00:00:00Z'),
      at('2027-04-01T00:00:00Z'),
    );
    expect(got.map(iso)).toEqual([
      '2026-12-15T15:00:00.000Z',
      '2027-01-15T15:00:00.000Z',
      '2027-02-15T15:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
    ]);
  });
});
