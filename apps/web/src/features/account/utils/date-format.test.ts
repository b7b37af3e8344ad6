import { describe, expect, it } from 'vitest';
import { dayPattern, formatDateTime, formatDay } from './date-format';

// Dates in the record pages follow the interface language (Intl), not one fixed pattern.
describe('dates in the member centre', () => {
  it.each([
    ['en', '25/11/2026'],
    ['tl', '11/25/2026'],
    ['th', '25/11/2569'],
    ['vi', '25/11/2026'],
    ['id', '25/11/2026'],
  ])('a calendar day in %s reads %s', (language, shown) => {
    expect(formatDay('2026-11-25', language)).toBe(shown);
  });

  it.each([
    ['en', /^25\/11\/2026,? 14:05:09$/],
    ['tl', /^11\/25\/2026,? 14:05:09$/],
    ['th', /^25\/11\/2569,? 14:05:09$/],
    ['vi', /^14:05:09,? 25\/11\/2026$/],
    ['id', /^25\/11\/2026,? 14\.05\.09$/],
  ])('an instant in %s keeps the day order of the language', (language, pattern) => {
    // Local time: build the instant from local parts so the test holds in any time zone.
    const iso = new Date(2026, 10, 25, 14, 5, 9).toISOString();
    expect(formatDateTime(iso, language)).toMatch(pattern);
  });

  it('an unknown language falls back to English, a broken value stays as it came', () => {
    expect(formatDay('2026-11-25', 'xx')).toBe('25/11/2026');
    expect(formatDay('yesterday', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('the hint of an empty date field follows the same order', () => {
    const names = { day: 'dd', month: 'mm', year: 'yyyy' };
    expect(dayPattern('en', names)).toBe('dd/mm/yyyy');
    expect(dayPattern('tl', names)).toBe('mm/dd/yyyy');
    expect(dayPattern('vi', names)).toBe('dd/mm/yyyy');
  });
});
