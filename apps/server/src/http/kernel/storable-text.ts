/**
 * Text PostgreSQL can store: no NUL (its text types refuse 0x00) and no lone UTF-16 surrogate (no character
 * at all; it cannot be encoded as UTF-8). Anything else is a matter for each field's own schema.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/**
 * The path of the first string (value or object key) in a parsed input that cannot be stored, or null.
 * Walks plain objects and arrays without recursion and without copying paths, so deeply nested junk can
 * neither overflow the stack nor take quadratic memory.
 */
export function unstorablePath(input: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const visit = next;
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => pending.push({ value: element, key: index, parent: visit }));
    } else if (isPlainObject(value)) {
      for (const [key, element] of Object.entries(value)) {
        // The offending key itself is not echoed back.
        if (!isStorableText(key)) return [...pathOf(visit), '(key)'];
        pending.push({ value: element, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key !== null) path.unshift(at.key);
  return path;
}

/** Objects whose own keys are input: parsed JSON, query strings (whose parser uses its own prototype), headers. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date)
  );
}
