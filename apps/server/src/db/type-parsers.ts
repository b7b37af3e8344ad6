import pg from 'pg';

const INT8_OID = 20;

/**
 * int8 columns arrive as strings from the wire protocol. Money and counters are parsed here, in one place,
 * into safe integers; a value beyond 2^53 is a bug we want to see, not a silent rounding.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return value;
}

export const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return parseInt8;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;
