import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Real-money channels (the bank-transfer deposit) refuse to run on the embedded database (ARCHITECTURE §4):
 * PGlite is one connection and not crash-durable. The database says what it is; the answer is cached.
 */
export function realMoneyGuard(db: Database, override?: boolean) {
  let known: Promise<boolean> | null = override === undefined ? null : Promise.resolve(override);
  return {
    allowed(): Promise<boolean> {
      known ??= sql<{ version: string }>`select version() as version`
        .execute(db)
        .then((r) => !/PGlite/i.test(r.rows[0]?.version ?? 'PGlite'))
        .catch((err) => {
          known = null;
          throw err;
        });
      return known;
    },
  };
}
export type RealMoneyGuard = ReturnType<typeof realMoneyGuard>;
