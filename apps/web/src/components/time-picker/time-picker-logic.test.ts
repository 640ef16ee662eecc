import { describe, expect, it } from 'vitest';
import {
  buildDate,
  clearPart,
  EMPTY_PARTS,
  formatTimeValue,
  isComplete,
  missingParts,
  neighbour,
  partsFromValue,
  stepPart,
  toHour24,
  typeHourDigit,
  typeMinuteDigit,
  typePeriodKey,
  type TimeParts,
} from './time-picker-logic';
import { CANADIAN_TIME_ZONES, zoneLabel } from './time-zones';

const parts = (hour: string, minute = '', period: TimeParts['period'] = ''): TimeParts => ({
  hour,
  minute,
  period,
});

/** Feeds digits one by one, following focus the way the component does. */
function typeHour(digits: string, start: TimeParts = EMPTY_PARTS) {
  let state = { parts: start, focus: 'hour' as string };
  for (const d of digits) state = typeHourDigit(state.parts, d);
  return state;
}

describe('typeHourDigit', () => {
  it('a first 0 or 1 waits for a second digit', () => {
    expect(typeHour('0')).toEqual({ parts: parts('0'), focus: 'hour' });
    expect(typeHour('1')).toEqual({ parts: parts('1'), focus: 'hour' });
  });

  it('a first digit of 2 or more completes the hour and moves to minutes', () => {
    expect(typeHour('2')).toEqual({ parts: parts('02'), focus: 'minute' });
    expect(typeHour('9')).toEqual({ parts: parts('09'), focus: 'minute' });
  });

  it('two digits up to 12 stay as typed and move to minutes', () => {
    expect(typeHour('01')).toEqual({ parts: parts('01'), focus: 'minute' });
    expect(typeHour('10')).toEqual({ parts: parts('10'), focus: 'minute' });
    expect(typeHour('12')).toEqual({ parts: parts('12'), focus: 'minute' });
  });

  it('13–23 convert to 12-hour form with PM', () => {
    expect(typeHour('13').parts).toEqual(parts('01', '', 'PM'));
    expect(typeHour('19').parts).toEqual(parts('07', '', 'PM'));
    // 23 can only be reached by joining with a retained digit, e.g. re-typing over "02".
    expect(typeHour('3', parts('02')).parts).toEqual(parts('11', '', 'PM'));
  });

  it('00 shows as 12 (AM)', () => {
    expect(typeHour('00')).toEqual({ parts: parts('12', '', 'AM'), focus: 'minute' });
  });

  it('a value above 23 starts over with the new digit', () => {
    // "12" retained, typing 5 would be 25: the 5 starts over and completes the hour.
    expect(typeHour('5', parts('12'))).toEqual({ parts: parts('05'), focus: 'minute' });
    // "03" retained, typing 1 would be 31: the 1 starts over and waits for a second digit.
    expect(typeHour('1', parts('03'))).toEqual({ parts: parts('1'), focus: 'hour' });
  });

  it('joins with the digit before it (the last one of the current value)', () => {
    expect(typeHour('1', parts('12')).parts).toEqual(parts('09', '', 'PM')); // 21
    expect(typeHour('0', parts('11')).parts).toEqual(parts('10')); // 10
  });
});

describe('typeMinuteDigit', () => {
  const type = (digits: string, minute = '') => {
    let state = { parts: parts('10', minute), focus: 'minute' as string };
    for (const d of digits) state = typeMinuteDigit(state.parts, d);
    return state;
  };

  it('a first digit below 6 waits for a second one', () => {
    expect(type('0')).toEqual({ parts: parts('10', '0'), focus: 'minute' });
    expect(type('5')).toEqual({ parts: parts('10', '5'), focus: 'minute' });
  });

  it('a first digit of 6 or more completes the minute and moves to AM/PM', () => {
    expect(type('6')).toEqual({ parts: parts('10', '06'), focus: 'period' });
    expect(type('9')).toEqual({ parts: parts('10', '09'), focus: 'period' });
  });

  it('two digits complete it', () => {
    expect(type('00')).toEqual({ parts: parts('10', '00'), focus: 'period' });
    expect(type('59')).toEqual({ parts: parts('10', '59'), focus: 'period' });
    expect(type('07')).toEqual({ parts: parts('10', '07'), focus: 'period' });
  });

  it('a value out of range starts over with the new digit', () => {
    expect(type('8', '57')).toEqual({ parts: parts('10', '08'), focus: 'period' }); // 78
    expect(type('0', '58')).toEqual({ parts: parts('10', '0'), focus: 'minute' }); // 80
  });

  it('joins with the digit before it while in range', () => {
    expect(type('3', '45')).toEqual({ parts: parts('10', '53'), focus: 'period' });
  });
});

describe('typePeriodKey', () => {
  it('a/p set AM/PM, case-insensitive; other keys change nothing', () => {
    expect(typePeriodKey(EMPTY_PARTS, 'a').period).toBe('AM');
    expect(typePeriodKey(EMPTY_PARTS, 'P').period).toBe('PM');
    expect(typePeriodKey(parts('', '', 'PM'), 'A').period).toBe('AM');
    expect(typePeriodKey(parts('', '', 'AM'), 'x').period).toBe('AM');
  });
});

describe('stepPart', () => {
  it('hour wraps 12→1 going up and 1→12 going down', () => {
    expect(stepPart(parts('12'), 'hour', 1).hour).toBe('01');
    expect(stepPart(parts('01'), 'hour', -1).hour).toBe('12');
    expect(stepPart(parts('05'), 'hour', 1).hour).toBe('06');
    expect(stepPart(parts('05'), 'hour', -1).hour).toBe('04');
    expect(stepPart(parts('11'), 'hour', 1).hour).toBe('12');
    expect(stepPart(parts('0'), 'hour', 1).hour).toBe('01');
  });

  it('minute wraps 59→0 going up and 0→59 going down', () => {
    expect(stepPart(parts('1', '59'), 'minute', 1).minute).toBe('00');
    expect(stepPart(parts('1', '00'), 'minute', -1).minute).toBe('59');
    expect(stepPart(parts('1', '5'), 'minute', 1).minute).toBe('06');
  });

  it('AM/PM toggles either way', () => {
    expect(stepPart(parts('', '', 'AM'), 'period', 1).period).toBe('PM');
    expect(stepPart(parts('', '', 'PM'), 'period', -1).period).toBe('AM');
  });

  it('an empty part starts at an end', () => {
    expect(stepPart(EMPTY_PARTS, 'hour', 1).hour).toBe('01');
    expect(stepPart(EMPTY_PARTS, 'hour', -1).hour).toBe('12');
    expect(stepPart(EMPTY_PARTS, 'minute', 1).minute).toBe('00');
    expect(stepPart(EMPTY_PARTS, 'minute', -1).minute).toBe('59');
    expect(stepPart(EMPTY_PARTS, 'period', 1).period).toBe('AM');
  });

  it('leaves the other parts alone', () => {
    expect(stepPart(parts('03', '15', 'PM'), 'minute', 1)).toEqual(parts('03', '16', 'PM'));
  });
});

describe('clearPart, neighbour, isComplete', () => {
  it('clears only the given part', () => {
    expect(clearPart(parts('03', '15', 'PM'), 'minute')).toEqual(parts('03', '', 'PM'));
    expect(clearPart(parts('03', '15', 'PM'), 'period')).toEqual(parts('03', '15', ''));
  });

  it('moves right/left and stops at the ends', () => {
    expect(neighbour('hour', 1)).toBe('minute');
    expect(neighbour('minute', 1)).toBe('period');
    expect(neighbour('period', 1)).toBe('period');
    expect(neighbour('period', -1)).toBe('minute');
    expect(neighbour('hour', -1)).toBe('hour');
  });

  it('is complete only with hour, minute and AM/PM', () => {
    expect(isComplete(parts('03', '15', 'PM'))).toBe(true);
    expect(isComplete(parts('', '15', 'PM'))).toBe(false);
    expect(isComplete(parts('03', '', 'PM'))).toBe(false);
    expect(isComplete(parts('03', '15', ''))).toBe(false);
  });
});

describe('toHour24', () => {
  it('AM 12 is 0, PM adds 12 except to 12', () => {
    expect(toHour24(12, 'AM')).toBe(0);
    expect(toHour24(1, 'AM')).toBe(1);
    expect(toHour24(11, 'AM')).toBe(11);
    expect(toHour24(12, 'PM')).toBe(12);
    expect(toHour24(1, 'PM')).toBe(13);
    expect(toHour24(11, 'PM')).toBe(23);
    expect(toHour24(0, 'AM')).toBe(0);
  });
});

describe('buildDate', () => {
  const now = new Date('2024-06-15T14:30:45.123Z');

  it('is null while a part is missing', () => {
    expect(buildDate(parts('03', '', 'PM'), null, now)).toBeNull();
  });

  it('without a zone: today local date, seconds zero', () => {
    const date = buildDate(parts('03', '05', 'PM'), undefined, now)!;
    const local = new Date(now);
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
    ]);
    expect([date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()]).toEqual([
      15, 5, 0, 0,
    ]);
  });

  it('without a zone: 12 AM is midnight and 12 PM noon', () => {
    expect(buildDate(parts('12', '00', 'AM'), null, now)!.getHours()).toBe(0);
    expect(buildDate(parts('12', '00', 'PM'), null, now)!.getHours()).toBe(12);
  });

  it('with a zone: the wall time on today in that zone', () => {
    // 09:30 AM in Toronto (EDT, UTC-4) on 15 June is 13:30 UTC.
    expect(buildDate(parts('09', '30', 'AM'), 'America/Toronto', now)!.toISOString()).toBe(
      '2024-06-15T13:30:00.000Z',
    );
    // St. John's is UTC-2:30 in summer.
    expect(buildDate(parts('12', '00', 'PM'), 'America/St_Johns', now)!.toISOString()).toBe(
      '2024-06-15T14:30:00.000Z',
    );
    // Regina keeps CST (UTC-6) all year.
    expect(buildDate(parts('12', '15', 'AM'), 'America/Regina', now)!.toISOString()).toBe(
      '2024-06-15T06:15:00.000Z',
    );
  });

  it('with a zone: "today" is the zone\'s date, which can differ from UTC', () => {
    // 02:00 UTC on 16 June is still 15 June in Vancouver (UTC-7).
    const lateNight = new Date('2024-06-16T02:00:00Z');
    expect(buildDate(parts('11', '00', 'PM'), 'America/Vancouver', lateNight)!.toISOString()).toBe(
      '2024-06-16T06:00:00.000Z',
    );
  });

  it('with a zone in winter: standard time offsets', () => {
    const winter = new Date('2024-01-10T12:00:00Z');
    expect(buildDate(parts('08', '00', 'AM'), 'America/Halifax', winter)!.toISOString()).toBe(
      '2024-01-10T12:00:00.000Z',
    );
  });
});

describe('partsFromValue and formatTimeValue', () => {
  it('reads an empty value as empty parts and an empty text', () => {
    expect(partsFromValue(null)).toEqual(EMPTY_PARTS);
    expect(formatTimeValue(null)).toBe('');
  });

  it('reads local time without a zone', () => {
    const date = new Date(2024, 5, 15, 0, 7);
    expect(partsFromValue({ date })).toEqual(parts('12', '07', 'AM'));
    expect(formatTimeValue({ date })).toBe('12:07 AM');
    const noon = new Date(2024, 5, 15, 12, 45);
    expect(partsFromValue({ date: noon })).toEqual(parts('12', '45', 'PM'));
  });

  it("reads the zone's wall time with a zone, and names the zone", () => {
    const value = { date: new Date('2024-06-15T21:05:00Z'), zone: 'America/Toronto' };
    expect(partsFromValue(value)).toEqual(parts('05', '05', 'PM'));
    expect(formatTimeValue(value)).toBe('05:05 PM Toronto');
  });

  it('round-trips through buildDate', () => {
    const now = new Date('2024-06-15T14:30:00Z');
    const p = parts('07', '45', 'PM');
    expect(
      partsFromValue({ date: buildDate(p, 'America/Winnipeg', now)!, zone: 'America/Winnipeg' }),
    ).toEqual(p);
  });
});

describe('CANADIAN_TIME_ZONES', () => {
  it('has the 27 zones of the spec in order, labelled as listed', () => {
    expect(CANADIAN_TIME_ZONES.map((z) => z.label)).toEqual([
      'Atikokan',
      'Blanc-Sablon',
      'Cambridge Bay',
      'Coral Harbour',
      'Creston',
      'Dawson',
      'Dawson Creek',
      'Edmonton',
      'Fort Nelson',
      'Halifax',
      'Inuvik',
      'Iqaluit',
      'Moncton',
      'Montreal',
      'Nipigon',
      'Pangnirtung',
      'Rainy River',
      'Regina',
      'Resolute',
      'St. Johns',
      'Swift Current',
      'Thunder Bay',
      'Toronto',
      'Vancouver',
      'Whitehorse',
      'Winnipeg',
      'Yellowknife',
    ]);
  });

  it('uses IANA ids the runtime knows', () => {
    for (const { value } of CANADIAN_TIME_ZONES) {
      expect(value).toMatch(/^America\//);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: value })).not.toThrow();
    }
    expect(zoneLabel('America/St_Johns')).toBe('St. Johns');
    expect(zoneLabel('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('the 24-hour clock of the French picker (issue 22 #9)', () => {
  it('needs only hour and minute; names what is missing in order', () => {
    expect(isComplete(parts('18', '30'), 24)).toBe(true);
    expect(isComplete(parts('18', '30'), 12)).toBe(false);
    expect(missingParts(parts('', ''), 24)).toEqual(['hour', 'minute']);
    expect(missingParts(parts('09', '30'), 12)).toEqual(['period']);
  });

  it('reads, builds and writes a time without AM/PM', () => {
    const date = new Date(2024, 5, 15, 18, 5);
    expect(partsFromValue({ date }, 24)).toEqual(parts('18', '05'));
    expect(partsFromValue({ date: new Date(2024, 5, 15, 0, 7) }, 24)).toEqual(parts('00', '07'));
    expect(buildDate(parts('18', '05'), null, new Date(2024, 5, 15, 9), 24)).toEqual(date);
    expect(formatTimeValue({ date }, 24)).toBe('18 h 05');
    expect(formatTimeValue({ date: new Date('2024-06-15T22:05:00Z'), zone: 'America/Toronto' }, 24)).toBe(
      '18 h 05 Toronto',
    );
  });

  it('steps the hour round the clock and moves between two segments only', () => {
    expect(stepPart(parts('23', '00'), 'hour', 1, 24).hour).toBe('00');
    expect(stepPart(parts('00', '00'), 'hour', -1, 24).hour).toBe('23');
    expect(stepPart(parts('', ''), 'hour', 1, 24).hour).toBe('00');
    expect(neighbour('minute', 1, 24)).toBe('minute');
  });

  it('types hours: 0 to 2 wait for a second digit, 3 to 9 complete it, above 23 starts afresh', () => {
    const type = (digits: string) => {
      let state = { parts: EMPTY_PARTS, focus: 'hour' as string };
      for (const d of digits) state = typeHourDigit(state.parts, d, 24);
      return [state.parts.hour, state.focus];
    };
    expect(type('2')).toEqual(['2', 'hour']);
    expect(type('21')).toEqual(['21', 'minute']);
    expect(type('3')).toEqual(['03', 'minute']);
    expect(type('24')).toEqual(['04', 'minute']);
    expect(type('00')).toEqual(['00', 'minute']);
  });
});
