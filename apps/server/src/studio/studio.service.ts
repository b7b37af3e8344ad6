import { createHash, randomBytes } from 'node:crypto';
import type {
  StudioBalance,
  StudioFairness,
  StudioGameInfo,
  StudioGameKind,
  StudioPlayFields,
  StudioRotation,
  StudioRound,
  StudioSession,
  StudioSessionRequest,
  StudioSpin,
  StudioSpinRequest,
} from '@suerte/contracts';
import { FairStream, newSeedPair, type ActiveSeeds } from '@suerte/fair';
import { sql, type Selectable, type Transaction } from 'kysely';
import type {
  StudioDB,
  StudioDatabase,
  StudioRoundsTable,
  StudioSeedsTable,
  StudioSessionsTable,
} from './db/studio-schema.js';
import type { SeedVault } from './seed-vault.js';
import { createBingoService } from './bingo.service.js';
import { kindOf, playKindOf } from './kinds/index.js';
import { refusalCode, StudioError } from './studio-error.js';
import { studioGame, variantFor, type StudioGame } from './studio-games.js';
import {
  activeSeed,
  claimOpenRounds,
  countAttempts,
  insertSeed,
  insertSession,
  liveSession,
  moveRound,
  roundByKey,
  roundWithSeed,
  studioNow,
  takeNonce,
} from './studio.repository.js';
import { endRoundAtPortal, placeRoundBet, rollbackRoundBet } from './round-bet.js';
import { recallOf } from './studio-rounds.js';
import type { WalletClient } from './wallet-client.js';

export interface StudioServiceOptions {
  db: StudioDatabase;
  wallet: WalletClient;
  vault: SeedVault;
  /** "MERCHANT:game" or "game" → variant id (see variantFor). */
  variants: Record<string, string>;
  /** Play money of a free-trial session, in minor units. */
  demoBalance: number;
  sessionTtl: string;
  /** Session requests (valid or not) per client and minute. */
  sessionAttemptsPerMinute: number;
}

type Session = Selectable<StudioSessionsTable>;
type Round = Selectable<StudioRoundsTable>;
type Seed = Selectable<StudioSeedsTable>;
type Executor = StudioDatabase | Transaction<StudioDB>;

/** The play's idempotency key already has a round (decide records nothing then). */
class RepeatedKey extends Error {}

/** A play request of any kind: its own fields and the key that makes it once. */
type PlayRequest = { idempotencyKey: string } & Record<string, unknown>;
/** The answer of a play call: the kind's outcome, then the round's fields (studioPlayAnswerShape). */
export type StudioPlayAnswer = StudioPlayFields & Record<string, unknown>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const cryptoBytes = (n: number) => new Uint8Array(randomBytes(n));

/** The session's game as the client gets it: the common fields, then the kind's own. */
function gameInfo(game: StudioGame, variant: string): StudioGameInfo {
  return {
    code: game.code,
    name: game.name.en,
    names: { ...game.name },
    kind: game.kind,
    variant,
    ...kindOf(game).info(game, variant),
  } as StudioGameInfo;
}

/** A table game shows the tables of the player's currency only. */
function forCurrency(info: StudioGameInfo, currency: string): StudioGameInfo {
  return info.kind === 'highcard'
    ? { ...info, tables: info.tables.filter((t) => t.currency === currency) }
    : info;
}

export function createStudioService(o: StudioServiceOptions) {
  const { db, wallet, vault } = o;

  async function ensureSeed(playerKey: string, executor: Executor = db) {
    const found = await activeSeed(executor, playerKey);
    if (found) return found;
    const pair = newSeedPair(cryptoBytes);
    await insertSeed(executor, {
      playerKey,
      sealed: vault.seal(pair.serverSeed),
      hash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
    });
    return (await activeSeed(executor, playerKey))!;
  }

  const fairnessOf = (seed: { server_seed_hash: string; client_seed: string; next_nonce: number }) => ({
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: seed.next_nonce,
  });

  async function balanceOf(session: Session): Promise<number> {
    if (session.demo) return Number(session.demo_balance);
    const res = await wallet.call('balance', { playerId: session.player_id, currency: session.currency });
    if (!res.ok) throw new StudioError('WALLET_UNAVAILABLE');
    return res.answer.balance;
  }

  /** Bet, then win: each call repeats safely (same transaction ids); every step moves the round once. */
  async function progress(round: Round): Promise<Round> {
    round = await placeBet(round);
    if (round.status === 'bet_accepted') return settle(round);
    return round;
  }

  /** The round's bet at the portal (a round still `created`); a refused bet rolls the round back and throws. */
  const placeBet = (round: Round) => placeRoundBet(db, wallet, round);

  async function settle(round: Round): Promise<Round> {
    const res = await wallet.call('win', {
      playerId: round.player_id,
      currency: round.currency,
      roundId: round.round_id,
      transactionId: `${round.round_id}-win`,
      gameCode: round.game_code,
      amount: Number(round.win),
    });
    if (!res.ok) throw new StudioError('WALLET_UNAVAILABLE', res.reason);
    if (res.answer.status === 'OK') {
      // The portal hears the round ended before the studio records it settled, so one write records both. A crash
      // between the two leaves the round `bet_accepted`: recovery sends the same win and end-round again (the
      // portal answers a repeated transaction id as it first did) and records it then.
      const ended = await endRound(round, { mark: false });
      await moveRound(db, round.id, ['bet_accepted'], {
        status: 'settled',
        balance_after: res.answer.balance,
        settle: true,
        ended,
      });
      return { ...round, status: 'settled', balance_after: res.answer.balance };
    }
    // The win was refused (a limit): the stake goes back, so the player never loses a round the wallet refused.
    const status = res.answer.status;
    if (!(await rollbackBet(round))) throw new StudioError('WALLET_UNAVAILABLE');
    throw new StudioError(refusalCode(status));
  }

  async function rollbackBet(round: Round): Promise<boolean> {
    const res = await rollbackRoundBet(wallet, round);
    if (!res.ok) return false;
    const ended = await endRound(round, { mark: false });
    await moveRound(db, round.id, ['created', 'bet_accepted'], {
      status: 'rolled_back',
      refusal: res.answer.status === 'OK' ? 'ROLLED_BACK' : res.answer.status,
      settle: true,
      ended,
    });
    return true;
  }

  const endRound = (round: Round, options?: { mark: boolean }) =>
    endRoundAtPortal(db, wallet, round, options);

  /** The player's next nonce, creating their first seed pair if they have none yet. */
  async function nextNonce(executor: Executor, playerKey: string) {
    const taken = await takeNonce(executor, playerKey);
    if (taken) return taken;
    await ensureSeed(playerKey, executor);
    return (await takeNonce(executor, playerKey))!;
  }

  /**
   * Decides the round (next nonce of the player's seed pair) by its kind and records it, in one transaction, so
   * that a player's nonces have no gaps (a round that is not recorded gives its nonce back). A demo round's play
   * money moves in the same transaction, so it is settled at once.
   */
  async function decide(
    session: Session,
    game: StudioGame,
    body: PlayRequest,
    bet: number,
  ): Promise<{ round: Round; seed: Seed }> {
    const record = async (executor: Executor) => {
      const { seed, nonce } = await nextNonce(executor, session.player_key);
      const stream = FairStream.of({
        serverSeed: vault.open(seed.server_seed_sealed),
        clientSeed: seed.client_seed,
        nonce,
      });
      const { outcome, totalWin } = playKindOf(game)!.decide(game, session.variant, stream, body);
      let status: Round['status'] = 'created';
      let balances: { balance_before: number | null; balance_after: number | null } = {
        balance_before: null,
        balance_after: null,
      };
      if (session.demo) {
        // Play money stays in the studio: one guarded statement, never below zero.
        const row = await executor
          .updateTable('studio_sessions')
          .set({ demo_balance: sql`demo_balance - ${bet} + ${totalWin}` })
          .where('id', '=', session.id)
          .where('demo_balance', '>=', bet)
          .returning('demo_balance')
          .executeTakeFirst();
        if (!row) throw new StudioError('INSUFFICIENT_FUNDS');
        const after = Number(row.demo_balance);
        balances = { balance_before: after + bet - totalWin, balance_after: after };
        status = 'settled';
      }
      const round = (await executor
        .insertInto('studio_rounds')
        .values({
          round_id: `SR${randomBytes(12).toString('hex')}`,
          player_key: session.player_key,
          player_id: session.player_id,
          idempotency_key: body.idempotencyKey,
          demo: session.demo,
          game_code: session.game_code,
          variant: session.variant,
          currency: session.currency,
          seed_id: seed.id,
          client_seed: seed.client_seed,
          nonce,
          bet,
          win: totalWin,
          outcome: JSON.stringify(outcome),
          status,
          ...balances,
          ...(status === 'settled' ? { settled_at: studioNow() } : {}),
        })
        // A repeated key: nothing is recorded and the transaction (and the nonce it took) is undone.
        .onConflict((oc) => oc.columns(['player_key', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst()) as Round | undefined;
      if (!round) throw new RepeatedKey();
      return { round, seed };
    };
    return db.transaction().execute(record);
  }

  /**
   * The play call's answer. A round just played here is answered from what this request wrote (the seed pair as
   * its nonce left it); a repeated request reads the round and the player's pair again.
   */
  async function playAnswer(round: Round, session: Session, fresh?: Seed): Promise<StudioPlayAnswer> {
    const row = fresh
      ? { ...round, server_seed_hash: fresh.server_seed_hash, revealed_seed: null }
      : await roundWithSeed(db).where('r.id', '=', round.id).executeTakeFirstOrThrow();
    const recall = recallOf(row);
    if (recall.status !== 'SETTLED') throw new StudioError('WALLET_UNAVAILABLE');
    const seed = fresh ?? (await ensureSeed(session.player_key));
    return {
      ...(recall.outcome as Record<string, unknown>),
      roundId: recall.roundId,
      nonce: recall.fairness.nonce,
      serverSeedHash: recall.fairness.serverSeedHash,
      clientSeed: recall.fairness.clientSeed,
      bet: recall.bet,
      balanceBefore: recall.balanceBefore!,
      balanceAfter: recall.balanceAfter!,
      fairness: fairnessOf(seed),
    };
  }

  const bingo = createBingoService({ db, vault, flow: { placeBet, settle } });

  return {
    /** Bingo's scheduled rooms (studio/bingo): purchases, the draw and its settlement. */
    bingo,

    async session(body: StudioSessionRequest, clientKey: string): Promise<StudioSession> {
      if ((await countAttempts(db, clientKey, '1 minute')) > o.sessionAttemptsPerMinute) {
        throw new StudioError('RATE_LIMITED');
      }
      const game = studioGame(body.game);
      if (!game) throw new StudioError('NOT_FOUND');
      let player: {
        key: string;
        id: string | null;
        merchant: string;
        currency: string;
        balance: number | null;
      };
      if ('launchToken' in body) {
        const res = await wallet.call('authenticate', {
          playerId: body.playerId,
          currency: body.currency,
          launchToken: body.launchToken,
        });
        if (!res.ok) throw new StudioError('WALLET_UNAVAILABLE', res.reason);
        if (res.answer.status !== 'OK') throw new StudioError(refusalCode(res.answer.status));
        player = {
          key: `p:${res.answer.playerRef ?? body.playerId}`,
          id: body.playerId,
          merchant: res.answer.merchantCode ?? '',
          currency: res.answer.currency,
          balance: null,
        };
      } else {
        player = {
          key: `demo:${randomBytes(16).toString('hex')}`,
          id: null,
          merchant: body.merchant ?? '',
          currency: body.currency ?? 'PHP',
          balance: o.demoBalance,
        };
      }
      const variant = variantFor(game, player.merchant, o.variants);
      const sessionToken = randomBytes(32).toString('base64url');
      const row = await insertSession(db, {
        tokenHash: hashToken(sessionToken),
        playerKey: player.key,
        playerId: player.id,
        merchantCode: player.merchant,
        currency: player.currency,
        gameCode: game.code,
        variant,
        demo: player.id === null,
        demoBalance: player.balance,
        ttl: o.sessionTtl,
      });
      const seed = await ensureSeed(player.key);
      const balance =
        player.balance ??
        (await balanceOf({ player_id: player.id, currency: player.currency, demo: false } as Session));
      return {
        sessionToken,
        expiresAt: new Date(row.expires_at).toISOString(),
        game: forCurrency(gameInfo(game, variant), player.currency),
        currency: player.currency,
        balance,
        demo: player.id === null,
        fairness: fairnessOf(seed),
      };
    },

    async resolve(token: string | null): Promise<Session> {
      const session = token ? await liveSession(db, hashToken(token)) : undefined;
      if (!session) throw new StudioError('UNAUTHORIZED');
      return session as Session;
    },

    /**
     * Plays one round of the session's game (kind `kind`, the play call's): staked and decided by the kind, then
     * bet and win at the portal; the same idempotency key answers the same round.
     */
    async play(session: Session, kind: StudioGameKind, body: PlayRequest): Promise<StudioPlayAnswer> {
      const game = studioGame(session.game_code);
      const adapter = game && game.kind === kind ? playKindOf(game) : undefined;
      if (!game || !adapter) throw new StudioError('NOT_FOUND');
      const bet = adapter.stake(game, session.variant, body);
      // A new key is the common case: record the round at once; a repeated key records nothing and answers the
      // round the first request recorded.
      let round: Round | undefined;
      let fresh: Seed | undefined;
      try {
        ({ round, seed: fresh } = await decide(session, game, body, bet));
      } catch (error) {
        round = (await roundByKey(db, session.player_key, body.idempotencyKey)) as Round | undefined;
        if (!round) throw error;
        if (
          Number(round.bet) !== bet ||
          round.game_code !== session.game_code ||
          !adapter.sameRequest(round.outcome, body)
        ) {
          throw new StudioError('CONFLICT');
        }
      }
      if (round.status === 'rolled_back')
        throw new StudioError(refusalCode((round.refusal ?? 'OK') as never));
      if (!round.demo) round = await progress(round);
      return playAnswer(round, session, fresh);
    },

    /** The win step of a round whose bet was accepted (the tables settle each seat's round with it). */
    settleRound: (round: Round) => settle(round),

    /** A slot spin (POST /studio/api/slot/spin). */
    async spin(session: Session, body: StudioSpinRequest): Promise<StudioSpin> {
      return (await this.play(session, 'slot', body)) as unknown as StudioSpin;
    },

    async setClientSeed(session: Session, clientSeed: string): Promise<StudioFairness> {
      await ensureSeed(session.player_key);
      const row = await db
        .updateTable('studio_seeds')
        .set({ client_seed: clientSeed })
        .where('player_key', '=', session.player_key)
        .where('revealed_at', 'is', null)
        .returningAll()
        .executeTakeFirstOrThrow();
      return fairnessOf(row);
    },

    async rotate(session: Session, clientSeed?: string): Promise<StudioRotation> {
      await ensureSeed(session.player_key);
      return db.transaction().execute(async (trx) => {
        const old = (await activeSeed(trx, session.player_key, true))!;
        const revealed = vault.open(old.server_seed_sealed);
        await trx
          .updateTable('studio_seeds')
          .set({ revealed_seed: revealed, revealed_at: studioNow() })
          .where('id', '=', old.id)
          .execute();
        const next: ActiveSeeds = newSeedPair(cryptoBytes, clientSeed ?? old.client_seed);
        await insertSeed(trx, {
          playerKey: session.player_key,
          sealed: vault.seal(next.serverSeed),
          hash: next.serverSeedHash,
          clientSeed: next.clientSeed,
        });
        return {
          revealedServerSeed: revealed,
          previousServerSeedHash: old.server_seed_hash,
          previousClientSeed: old.client_seed,
          roundsPlayed: old.next_nonce,
          newServerSeedHash: next.serverSeedHash,
          clientSeed: next.clientSeed,
          nonce: 0 as const,
        };
      });
    },

    /** The session's balance now (a demo session's play money, else the wallet's answer). */
    async balance(session: Session): Promise<StudioBalance> {
      return { balance: await balanceOf(session), currency: session.currency };
    },

    async rounds(session: Session, game: string | undefined, limit: number): Promise<StudioRound[]> {
      let query = roundWithSeed(db).where('r.player_key', '=', session.player_key);
      if (game) query = query.where('r.game_code', '=', game);
      const rows = await query.orderBy('r.id', 'desc').limit(limit).execute();
      return rows.map(recallOf);
    },

    async round(session: Session, roundId: string): Promise<StudioRound> {
      const row = await roundWithSeed(db)
        .where('r.round_id', '=', roundId)
        .where('r.player_key', '=', session.player_key)
        .executeTakeFirst();
      if (!row) throw new StudioError('NOT_FOUND');
      return recallOf(row);
    },

    /**
     * Completes rounds left between bet and win (a crash, a lost answer): a round whose bet was accepted gets
     * its win; a round whose bet is in doubt is rolled back. Repeats are safe: the wallet applies each
     * transaction id once and each round moves once.
     */
    async recover(
      age = '1 minute',
      limit = 100,
    ): Promise<{ settled: number; rolledBack: number; ended: number; pending: number }> {
      const counts = { settled: 0, rolledBack: 0, ended: 0, pending: 0 };
      for (const round of (await claimOpenRounds(db, age, limit)) as Round[]) {
        try {
          if (round.status === 'settled' || round.status === 'rolled_back') {
            if (await endRound(round)) counts.ended += 1;
            else counts.pending += 1;
          } else if (round.status === 'bet_accepted') {
            await settle(round);
            counts.settled += 1;
          } else if (await rollbackBet(round)) counts.rolledBack += 1;
          else counts.pending += 1;
        } catch {
          counts.pending += 1;
        }
      }
      return counts;
    },
  };
}
export type StudioService = ReturnType<typeof createStudioService>;
export type { Session as StudioSessionRow };
