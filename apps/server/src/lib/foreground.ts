/**
 * Whether this process is answering requests: background work that shares the process (and, on a small
 * machine, the database's cores) takes smaller steps while it is, so that requests wait less behind it.
 */
export interface Foreground {
  /** Called when a request arrives. */
  noteRequest(): void;
  /** Whether a request arrived within the last `windowMs`. */
  busy(): boolean;
}

export function createForeground(windowMs = 1_000, now: () => number = () => performance.now()): Foreground {
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  return {
    noteRequest() {
      lastRequestAt = now();
    },
    busy() {
      return now() - lastRequestAt < windowMs;
    },
  };
}

/** The process's own: the HTTP app notes every request; jobs read it. */
export const foreground = createForeground();
