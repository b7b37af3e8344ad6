/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay clear of it. */
export const MAX_PAYLOAD_BYTES = 7900;

/**
 * The distinct member ids of the taken queue rows as NOTIFY payloads (ids comma separated, ascending), as few as
 * fit: one payload unless it would exceed `maxBytes`. Ids are ASCII digits, so characters are bytes.
 */
export function balancePayloads(
  idLists: readonly (readonly number[])[],
  maxBytes = MAX_PAYLOAD_BYTES,
): string[] {
  const ids = [...new Set(idLists.flat())].sort((a, b) => a - b);
  const payloads: string[] = [];
  let current = '';
  for (const id of ids) {
    const text = String(id);
    if (current && current.length + 1 + text.length > maxBytes) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${text}` : text;
  }
  if (current) payloads.push(current);
  return payloads;
}
