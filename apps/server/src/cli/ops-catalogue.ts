import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import { createCatalogueAdmin } from '../modules/games/index.js';
import type { Runner } from './ops.js';

/**
 * The game catalogue: importing a vendor feed (all rows checked first; all or nothing) and the kill switches
 * that put one game or a whole vendor under maintenance for players.
 */
const feedFormat = (file: string): 'json' | 'csv' => {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.csv') return 'csv';
  throw new AppError('VALIDATION_FAILED', 'the feed file must end in .json or .csv');
};

async function readFeed(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new AppError('VALIDATION_FAILED', `cannot read ${file}: ${(err as Error).message}`);
  }
}

function killSwitch(program: Command, run: Runner, target: 'game' | 'vendor', disabled: boolean): void {
  const verb = disabled ? 'disable' : 'enable';
  program
    .command(`${target}:${verb}`)
    .description(
      disabled
        ? `put a ${target} under maintenance for players (listed, never launched)`
        : `end the maintenance of a ${target} set by ${target}:disable`,
    )
    .argument(target === 'game' ? '<nodeId>' : '<code>')
    .action((id: string) =>
      run(async (_ops, actor, { db }) => {
        const admin = createCatalogueAdmin(db);
        if (target === 'game') await admin.setGameDisabled(actor, id, disabled);
        else await admin.setVendorDisabled(actor, id, disabled);
        console.log(`${target} ${id} ${disabled ? 'under maintenance' : 'playable again'}`);
      }),
    );
}

export function registerCatalogueCommands(program: Command, run: Runner): void {
  program
    .command('catalogue:import')
    .description(
      'import a vendor game feed (.json or .csv; README "Game catalogue"): adds, changes, disables',
    )
    .argument('<file>')
    .action((file: string) =>
      run(async (_ops, actor, { db }) => {
        const format = feedFormat(file);
        const source = await readFeed(file);
        // A refused feed throws FeedRefusedError, whose message lists the problems row by row.
        const r = await createCatalogueAdmin(db).importFeed(actor, source, format, path.basename(file));
        console.log(
          `imported ${file} (${r.vendors.join(', ')}): added ${r.added}, changed ${r.changed}, ` +
            `disabled ${r.disabled}, unchanged ${r.unchanged}`,
        );
      }),
    );
  killSwitch(program, run, 'game', true);
  killSwitch(program, run, 'game', false);
  killSwitch(program, run, 'vendor', true);
  killSwitch(program, run, 'vendor', false);
}
