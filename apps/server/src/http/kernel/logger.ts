import type { FastifyServerOptions } from 'fastify';

/** A browser that navigates away or aborts a fetch closes its connection mid-response: routine, not an error. */
export function isClientAbort(value: unknown): boolean {
  const err = value as { code?: string; message?: string } | null;
  return err?.code === 'ERR_STREAM_PREMATURE_CLOSE' || /^premature close$/i.test(err?.message ?? '');
}

/** pino options: the level from config, and client aborts demoted to debug wherever a plugin logs them. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    hooks: {
      logMethod(args, method, levelNumber) {
        const [first] = args as unknown[];
        const err = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        if (levelNumber >= 50 && isClientAbort(err)) {
          if (this.isLevelEnabled('debug')) this.debug(...(args as [string]));
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
