import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (search fields: 500 ms, spec §9). */
export function useDebounced<T>(value: T, delayMs = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
