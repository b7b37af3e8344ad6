import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import * as studio from './2026-11-26-0101-studio.js';
import * as roundEnd from './2026-11-26-0102-studio-round-end.js';
import * as tables from './2026-11-28-1500-studio-tables.js';
import * as events from './2026-11-28-1600-studio-events.js';
import * as bingo from './2026-11-28-1700-studio-bingo.js';
import * as bingoDrawSeed from './2026-11-28-2000-studio-bingo-draw-seed.js';
import * as bingoDrawParts from './2026-11-28-2100-studio-bingo-draw-parts.js';
import * as seatSeed from './2026-11-28-2110-studio-seat-seed.js';
import type { StudioDatabase } from './studio-schema.js';

const MIGRATIONS: Record<string, Migration> = {
  '2026-11-26-0101-studio': studio,
  '2026-11-26-0102-studio-round-end': roundEnd,
  '2026-11-28-1500-studio-tables': tables,
  '2026-11-28-1600-studio-events': events,
  '2026-11-28-1700-studio-bingo': bingo,
  '2026-11-28-2000-studio-bingo-draw-seed': bingoDrawSeed,
  '2026-11-28-2100-studio-bingo-draw-parts': bingoDrawParts,
  '2026-11-28-2110-studio-seat-seed': seatSeed,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** The studio's schema, with its own migration table: it never touches (or needs) the portal's migrations. */
export async function migrateStudio(db: StudioDatabase): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    migrationTableName: 'studio_migration',
    migrationLockTableName: 'studio_migration_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
