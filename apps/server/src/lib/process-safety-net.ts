/**
 * The last line of defence of the server process. An error that escapes everything (a rejected promise of a
 * background job or timer nobody awaited, an `'error'` event nobody listens to) would end the process and every
 * request on it. Errors `survivable` says are harmless to the process' state (a database that went away for a
 * moment: the database rolled the transaction back, the pool replaces the connection) are logged and survived;
 * anything else is a bug with unknown damage to the process' state, logged and ended with exit code 1 as Node
 * would (a supervisor restarts it).
 */
export interface SafetyNetOptions {
  survivable: (err: unknown) => boolean;
  log: {
    error(details: object, message: string): void;
    fatal(details: object, message: string): void;
  };
  exit: (code: number) => void;
  /** The emitter of 'uncaughtException' and 'unhandledRejection' (the process; tests pass their own). */
  target?: Pick<NodeJS.Process, 'on' | 'off'>;
}

/** Only what helps: database errors can carry the whole pg client, which must not end up in the log. */
function describe(err: unknown): { message: string; code?: string; stack?: string } {
  if (!(err instanceof Error)) return { message: String(err) };
  const code = (err as { code?: unknown }).code;
  return { message: err.message, stack: err.stack, ...(typeof code === 'string' ? { code } : {}) };
}

/** Installs the net; returns its removal. */
export function installProcessSafetyNet(options: SafetyNetOptions): () => void {
  const target = options.target ?? process;
  const handle = (origin: 'uncaughtException' | 'unhandledRejection') => (err: unknown) => {
    const details = { origin, err: describe(err) };
    if (options.survivable(err)) {
      options.log.error(details, 'database error outside any request: logged, the server keeps running');
      return;
    }
    options.log.fatal(details, 'uncaught error: the server stops');
    options.exit(1);
  };
  const onException = handle('uncaughtException');
  const onRejection = handle('unhandledRejection');
  target.on('uncaughtException', onException);
  target.on('unhandledRejection', onRejection);
  return () => {
    target.off('uncaughtException', onException);
    target.off('unhandledRejection', onRejection);
  };
}
