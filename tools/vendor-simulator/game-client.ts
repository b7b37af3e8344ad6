import { createHmac, randomUUID } from 'node:crypto';

/**
 * A scripted game client for seamless mode: it speaks Suerte's vendor wallet API
 * (POST /vendor/v1/{vendorCode}/{action}, signed with X-Suerte-Signature) as a game server would.
 */
export interface Transport {
  /** Sends the raw body to `path` with `headers`; returns the HTTP status and the parsed JSON answer. */
  (path: string, raw: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }>;
}

/** Talks to a running Suerte server, e.g. http://127.0.0.1:3000. */
export function httpTransport(baseUrl: string): Transport {
  return async (path, raw, headers) => {
    const res = await fetch(new URL(path, baseUrl), { method: 'POST', body: raw, headers });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

export interface GameAnswer {
  status: string;
  balance: number;
  currency: string;
}

export function createGameClient(options: { vendorCode: string; secret: string; transport: Transport }) {
  const call = async (action: string, body: Record<string, unknown>): Promise<GameAnswer> => {
    const raw = JSON.stringify({ requestId: randomUUID(), ...body });
    const signature = createHmac('sha256', options.secret).update(raw).digest('hex');
    const res = await options.transport(`/vendor/v1/${options.vendorCode}/${action}`, raw, {
      'content-type': 'application/json',
      'x-suerte-signature': signature,
    });
    if (res.status !== 200) throw new Error(`${action}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as GameAnswer;
  };
  return {
    authenticate: (p: { playerId: string; currency: string; launchToken: string }) => call('authenticate', p),
    balance: (playerId: string, currency: string) => call('balance', { playerId, currency }),
    bet: (p: {
      playerId: string;
      currency: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: number;
    }) => call('bet', p),
    win: (p: {
      playerId: string;
      currency: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: number;
    }) => call('win', p),
    rollback: (p: {
      playerId: string;
      currency: string;
      transactionId: string;
      referenceTransactionId: string;
    }) => call('rollback', p),
    endRound: (p: { playerId: string; currency: string; roundId: string }) => call('end-round', p),
  };
}

export type GameClient = ReturnType<typeof createGameClient>;

/** One step of a scripted session. */
export type ScriptStep =
  | { bet: number; win?: number }
  /** A bet that the game then rolls back (e.g. the round failed to start). */
  | { betRolledBack: number };

/**
 * Authenticates with the launch (player id and single-use token from the game launch), then plays the script: each step is a round (bet, optional win, end-round)
 * or a bet followed by its rollback. Returns every answer in order, and the final balance.
 */
export async function playScript(
  client: GameClient,
  launch: { playerId: string; currency: string; launchToken: string },
  script: ScriptStep[],
  gameCode = 'slot-1',
): Promise<{ answers: GameAnswer[]; balance: number }> {
  const { playerId, currency } = launch;
  const auth = await client.authenticate(launch);
  if (auth.status !== 'OK') throw new Error(`authenticate: ${JSON.stringify(auth)}`);
  const answers: GameAnswer[] = [auth];
  for (const step of script) {
    const roundId = `r-${randomUUID()}`;
    const betId = `b-${randomUUID()}`;
    if ('betRolledBack' in step) {
      answers.push(
        await client.bet({
          playerId,
          currency,
          transactionId: betId,
          roundId,
          gameCode,
          amount: step.betRolledBack,
        }),
      );
      answers.push(
        await client.rollback({
          playerId,
          currency,
          transactionId: `rb-${randomUUID()}`,
          referenceTransactionId: betId,
        }),
      );
      continue;
    }
    answers.push(
      await client.bet({ playerId, currency, transactionId: betId, roundId, gameCode, amount: step.bet }),
    );
    if (step.win !== undefined) {
      answers.push(
        await client.win({
          playerId,
          currency,
          transactionId: `w-${randomUUID()}`,
          roundId,
          gameCode,
          amount: step.win,
        }),
      );
    }
    answers.push(await client.endRound({ playerId, currency, roundId }));
  }
  const last = await client.balance(playerId, currency);
  answers.push(last);
  return { answers, balance: last.balance };
}
