/**
 * EMVCo merchant-presented QR code payloads (EMV QRCPS): ID-length-value fields, nested templates, and the
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection) that ends every payload as field 63.
 * Pure: no I/O, no clock.
 */

/** A field: a two-digit ID and either a value or the fields of a template. */
export type EmvField = readonly [id: string, value: string | readonly EmvField[]];

/** Values are printable ASCII: the length prefix counts characters, and every scanner reads ASCII. */
const PRINTABLE = /^[\x20-\x7E]+$/;

/** One field as ID + two-digit length + value; templates are encoded first. */
export function encodeField([id, value]: EmvField): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id must be two digits: ${id}`);
  const text = typeof value === 'string' ? value : encodeFields(value);
  if (text.length === 0 || text.length > 99) throw new RangeError(`EMV field ${id} must be 1-99 characters`);
  if (!PRINTABLE.test(text)) throw new RangeError(`EMV field ${id} must be printable ASCII`);
  return `${id}${String(text.length).padStart(2, '0')}${text}`;
}

export function encodeFields(fields: readonly EmvField[]): string {
  return fields.map(encodeField).join('');
}

/** CRC-16/CCITT-FALSE of ASCII text, as four upper-case hex digits (check value of "123456789": 29B1). */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload of `fields` closed by field 63: the CRC over everything before it, its own "6304" included. */
export function emvPayload(fields: readonly EmvField[]): string {
  const body = `${encodeFields(fields)}6304`;
  return `${body}${crc16CcittFalse(body)}`;
}

/** Whether a payload's last four characters are the CRC of everything before them. */
export function crcMatches(payload: string): boolean {
  return payload.length > 8 && crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}

/**
 * An amount in minor units written as EMV field 54 wants it: decimal, a dot before the minor digits, no
 * separators ("1500.00" for 150000 with exponent 2). Integer arithmetic only.
 */
export function emvAmount(minor: number, exponent: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new RangeError('amount must be a positive integer');
  const digits = String(minor).padStart(exponent + 1, '0');
  const text = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  if (text.length > 13) throw new RangeError('amount too large for an EMV QR code');
  return text;
}

/** Reads the top-level fields of a payload (for tests and checks; templates stay as their text). */
export function parseFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new RangeError(`bad EMV field at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
