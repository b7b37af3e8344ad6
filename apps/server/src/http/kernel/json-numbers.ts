/**
 * True when JSON text writes a number with a fraction or an exponent. Every number of the API is an integer
 * written plainly; `100.0000000000000001` or `1e2` would parse to an integer and pass for one, so they are
 * caught in the text. One pass, outside string literals, linear on any input.
 */
export function hasNonIntegerNumber(json: string): boolean {
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (isDigit(c) && isFractionOrExponent(json.charCodeAt(i + 1))) {
      return true;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isFractionOrExponent(c: number): boolean {
  return c === 0x2e || c === 0x45 || c === 0x65; // . E e
}
