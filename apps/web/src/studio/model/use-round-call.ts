import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/studio-api';
import { endsSession, retriable } from './errors';

/**
 * One round call at a time, with its idempotency key: a call that may have been played (no answer, wallet down)
 * keeps its key, so sending the same request again answers the same round; another request gets a new key.
 * `busy` stays on after an answer until the screen has shown the round (`done`).
 */
export function useRoundCall() {
  const pending = useRef<{ key: string; request: string } | null>(null);
  const alive = useRef(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sessionOver, setSessionOver] = useState(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const call = useCallback(
    async <T>(request: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T | null> => {
      const text = JSON.stringify(request);
      const key = pending.current?.request === text ? pending.current.key : newIdempotencyKey();
      pending.current = { key, request: text };
      setBusy(true);
      setError(null);
      try {
        const answer = await send(key);
        pending.current = null;
        return alive.current ? answer : null;
      } catch (e) {
        if (!alive.current) return null;
        if (!retriable(e)) pending.current = null;
        if (endsSession(e)) setSessionOver(true);
        setError(e);
        setBusy(false);
        return null;
      }
    },
    [],
  );

  const done = useCallback(() => setBusy(false), []);
  const clearError = useCallback(() => setError(null), []);
  return { call, done, busy, error, sessionOver, clearError, alive };
}
