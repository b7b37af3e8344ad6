/** A piece of a round's date and time as shown: the date, the time, or what separates them. */
export interface RoundTimePart {
  kind: 'date' | 'time' | 'separator';
  text: string;
}

const TIME_PARTS = new Set<Intl.DateTimeFormatPartTypes>([
  'hour',
  'minute',
  'second',
  'fractionalSecond',
  'dayPeriod',
  'timeZoneName',
]);

/** No line may break inside a date or a time ("3:05:12 PM" never leaves "PM" alone on a line). */
const unbreakable = (text: string) => text.replace(/\s/g, '\u00a0');

/**
 * When a round was played, in the player's language and in its order (Vietnamese puts the time first): the
 * date and the time each in one piece, with their spaces made non-breaking, so that a narrow list wraps only
 * between them.
 */
export function roundTimeParts(at: Date, language: string): RoundTimePart[] {
  const parts = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).formatToParts(
    at,
  );
  const kinds = parts.map((p): 'date' | 'time' | null =>
    p.type === 'literal' ? null : TIME_PARTS.has(p.type) ? 'time' : 'date',
  );
  const pieces: RoundTimePart[] = [];
  parts.forEach((part, i) => {
    let kind: RoundTimePart['kind'] | null = kinds[i] ?? null;
    if (kind === null) {
      // A literal between two parts of the date (or of the time) belongs to it; else it separates them.
      const before = kinds.slice(0, i).findLast((k) => k !== null);
      const after = kinds.slice(i + 1).find((k) => k !== null);
      kind = before && before === after ? before : 'separator';
    }
    const last = pieces.at(-1);
    if (last && last.kind === kind) last.text += part.value;
    else pieces.push({ kind, text: part.value });
  });
  return pieces.map((p) => (p.kind === 'separator' ? p : { ...p, text: unbreakable(p.text) }));
}
