import { z } from 'zod';
import { gameSchema } from './games.js';

/**
 * GET /wps/game/launchGame (spec §7 "launch address", §4 "Game launch"): the address that starts a catalogue
 * game, in `value.content`. A member launch issues a single-use launch token for the vendor; a free trial
 * (`playMode=TRIAL`, only where the game's supportPlay is 0) gives the vendor no token and touches no ledger.
 */
export const launchGameQuerySchema = z.strictObject({
  /** The catalogue entry (Game.nodeId). */
  nodeId: z.string().min(1).max(128),
  /** The entry's vendor (Game.vassalage), when the page knows it: a mismatch is NOT_FOUND. */
  vassalage: z.string().min(1).max(64).optional(),
  gameType: z.string().max(16).optional(),
  /** Fields of the spec's game launch object the page may pass along (spec §4); not needed to launch. */
  isGame: z.string().max(32).optional(),
  code: z.string().max(128).optional(),
  defaultPlayType: z.string().max(32).optional(),
  accountTypeName: z.string().max(64).optional(),
  playMode: z.enum(['REAL', 'TRIAL']).default('REAL'),
  language: z.string().max(8).optional(),
  device: z.string().max(16).optional(),
  platform: z.string().max(16).optional(),
  clientType: z.string().max(8).optional(),
  /** Where the game's back button leads (a path on our origin). */
  backUrl: z.string().max(512).optional(),
});
export type LaunchGameQuery = z.infer<typeof launchGameQuerySchema>;

export const launchGameAnswerSchema = z.object({
  /** The launch address: on our origin for studio games (`/studio/play/<code>?token=…`), else the vendor's. */
  content: z.string(),
  /** The vendor and game actually started (a demo catalogue entry starts the studio game of its kind). */
  vassalage: z.string(),
  gameCode: z.string(),
  playMode: z.enum(['REAL', 'TRIAL']),
  /** IFRAME: open full-frame in an iframe on our page; REDIRECT: the vendor forbids framing. */
  openMode: z.enum(['IFRAME', 'REDIRECT']),
});
export type LaunchGameAnswer = z.infer<typeof launchGameAnswerSchema>;

/** `value` of a GAME_MAINTENANCE refusal: playable games of the same category to offer instead (spec §8). */
export const gameMaintenanceValueSchema = z.object({ alternatives: z.array(gameSchema) });
export type GameMaintenanceValue = z.infer<typeof gameMaintenanceValueSchema>;
