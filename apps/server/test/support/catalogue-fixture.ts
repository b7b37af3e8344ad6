import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/db/database.js';
import { runOps } from './ops-cli.js';

/** A feed row with the fields every test game shares. */
export const feedRow = (nodeId: string, over: Record<string, unknown> = {}) => ({
  vassalage: 'SUERTE',
  nodeId,
  nodeName: nodeId,
  gameName: { en: nodeId },
  iconUrl: `/media/game/${nodeId}.svg`,
  gameCategory: 'RNG',
  ...over,
});

/** The studio's test catalogue: slots of every kind, one off, PVP rooms and a fishing game. */
export const TEST_FEED = [
  feedRow('suerte-cafe', {
    nodeName: 'Café Olé',
    gameName: { en: 'Café Olé', th: 'คาเฟ่ โอเล่' },
    gameClassify: 'JP',
    minBet: 10,
    minLineNum: 25,
  }),
  feedRow('suerte-pinata', {
    nodeName: 'Piñata Party',
    gameName: { en: 'Piñata Party', vi: 'Tiệc Piñata' },
    gameClassify: 'VP',
    minBet: 100,
    minLineNum: 1,
    supportPlay: 0,
  }),
  feedRow('suerte-poker', {
    nodeName: 'Jacks Poker',
    gameName: { en: 'Jacks Poker' },
    gameClassify: 'VP',
    minBet: 50,
    minLineNum: 5,
    status: 'MAINTENANCE',
  }),
  feedRow('suerte-blackjack', {
    nodeName: 'Blackjack Royale',
    gameName: { en: 'Blackjack Royale' },
    gameClassify: 'TG',
    minBet: 200,
  }),
  feedRow('suerte-hidden', {
    nodeName: 'Hidden Gem',
    gameName: { en: 'Hidden Gem' },
    gameClassify: 'JP',
    status: 'OFF',
  }),
  feedRow('sim-pvp-1', { vassalage: 'SIMVENDOR', gameCategory: 'PVP', roomId: 'room-1', minBet: 500 }),
  feedRow('sim-pvp-2', { vassalage: 'SIMVENDOR', gameCategory: 'PVP', roomId: 'room-2', minBet: 1000 }),
  feedRow('sim-fish-1', { vassalage: 'SIMVENDOR', gameCategory: 'FISH' }),
];

/** Writes a feed file (JSON rows, or CSV text as given) in a fresh folder; returns its path. */
export async function feedFile(name: string, content: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suerte-feed-'));
  const file = path.join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** Imports rows through the operator CLI, as an operator would. */
export async function importFeed(handle: DatabaseHandle, rows: unknown[]): Promise<string> {
  return runOps(handle, 'catalogue:import', await feedFile('feed.json', rows));
}
