/**
 * Weekdays of the station table as operators write them: the Vietnamese T2 … T7 and CN (chủ nhật), their
 * numbers 2 … 7 and 1 (the table's own: 1 = Sunday … 7 = Saturday, so T2 is 2), or English mon … sun; comma
 * or space separated, in any order. Answers the weekdays sorted, or the entries it could not read.
 */
const NAMES: Readonly<Record<string, number>> = {
  cn: 1,
  t2: 2,
  t3: 3,
  t4: 4,
  t5: 5,
  t6: 6,
  t7: 7,
  sun: 1,
  mon: 2,
  tue: 3,
  wed: 4,
  thu: 5,
  fri: 6,
  sat: 7,
};

export type WeekdayParse = { ok: true; weekdays: number[] } | { ok: false; invalid: string[] };

export function parseWeekdays(text: string): WeekdayParse {
  const entries = text
    .split(/[\s,]+/)
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const invalid: string[] = [];
  const days = new Set<number>();
  for (const entry of entries) {
    const day = /^[1-7]$/.test(entry) ? Number(entry) : NAMES[entry];
    if (day === undefined) invalid.push(entry);
    else days.add(day);
  }
  if (invalid.length > 0 || days.size === 0) return { ok: false, invalid };
  return { ok: true, weekdays: [...days].sort((a, b) => a - b) };
}

/** The weekdays as the `/elott` tabs name them, Monday first: "T2 T7", "CN". */
export function weekdayLabels(weekdays: readonly number[]): string {
  const order = [2, 3, 4, 5, 6, 7, 1];
  return order
    .filter((d) => weekdays.includes(d))
    .map((d) => (d === 1 ? 'CN' : `T${d}`))
    .join(' ');
}
