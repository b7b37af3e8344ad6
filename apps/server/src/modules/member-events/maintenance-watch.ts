import type { Database } from '../../db/database.js';
import { maintenanceStates } from './member-events.repository.js';
import type { Notice } from './notification-channels.js';

/**
 * On the embedded database the operator CLI's commits notify only the CLI's own connection (see
 * listenOnEmbedded), so this process looks at the maintenance switches every few seconds and reports the ones
 * that went on. PostgreSQL needs none of this: its trigger's NOTIFY reaches every node.
 */
export function watchMaintenance(
  db: Database,
  intervalMs: number,
  onNotice: (notice: Notice) => void,
  onError: (err: unknown) => void,
): { stop(): void } {
  let known: Map<string, boolean> | null = null;
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      const rows = await maintenanceStates(db);
      const previous = known;
      known = new Map(rows.map((row) => [row.code, row.enabled]));
      for (const row of rows) {
        if (!previous || !row.enabled || previous.get(row.code) !== false) continue;
        onNotice({
          kind: 'maintenance',
          merchantCode: row.code,
          message: row.message,
          until: row.until ? new Date(row.until).toISOString() : null,
        });
      }
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
