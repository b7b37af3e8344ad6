import { describe, expect, it } from 'vitest';
import { parseWeekdays, weekdayLabels } from './weekdays.js';

describe('station weekdays', () => {
  it('reads T2 … T7 and CN, the table numbers and English names, in any order, once each', () => {
    expect(parseWeekdays('T2,T7')).toEqual({ ok: true, weekdays: [2, 7] });
    expect(parseWeekdays('cn t4')).toEqual({ ok: true, weekdays: [1, 4] });
    expect(parseWeekdays('7, 2, 2')).toEqual({ ok: true, weekdays: [2, 7] });
    expect(parseWeekdays('Mon,sun')).toEqual({ ok: true, weekdays: [1, 2] });
  });

  it('names what it cannot read, and refuses an empty table', () => {
    expect(parseWeekdays('T2,T8,0,monday')).toEqual({ ok: false, invalid: ['t8', '0', 'monday'] });
    expect(parseWeekdays(' , ')).toEqual({ ok: false, invalid: [] });
  });

  it('writes the days Monday first as the tabs do', () => {
    expect(weekdayLabels([1, 2, 7])).toBe('T2 T7 CN');
    expect(weekdayLabels([1, 2, 3, 4, 5, 6, 7])).toBe('T2 T3 T4 T5 T6 T7 CN');
  });
});
