import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import type { StudioEvent, StudioEventBet } from '@suerte/contracts';
import { setupTestI18n } from '../../lib/test-i18n';
import type { SessionOf } from '../model/kinds';
import { cockfightEvent, ok } from '../test-support';
import { EventScreen } from './event-screen';

beforeAll(() => {
  setupTestI18n();
  configure({ asyncUtilTimeout: 5000 });
});
afterEach(() => vi.unstubAllGlobals());

const session = (): SessionOf<'event'> => ({
  sessionToken: 's'.repeat(43),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  currency: 'PHP',
  balance: 99_000,
  demo: false,
  fairness: { serverSeedHash: 'h'.repeat(64), clientSeed: 'c', nonce: 0 },
  game: {
    code: 'cockfight',
    name: 'Sabong Arena',
    kind: 'event',
    variant: 'standard',
    rtp: 0.95,
    sport: 'cockfight',
    minStake: 100,
    maxStake: 1_000_000,
    defaultStake: 1_000,
    stakeChips: [100, 500, 1_000],
    marginBp: 500,
  },
});

const fight = (status: StudioEvent['status']): StudioEvent =>
  cockfightEvent({
    status,
    closesAt: new Date(Date.now() + (status === 'OPEN' ? 60_000 : -5_000)).toISOString(),
    result: status === 'OPEN' ? null : { side: 'meron', score: null },
    fairness: {
      serverSeedHash: 'a'.repeat(64),
      serverSeed: status === 'OPEN' ? null : 'b'.repeat(64),
      clientSeed: 'cockfight-1800',
      nonce: 0,
    },
  });

const myBet = (settled: boolean): StudioEventBet => ({
  roundId: 'SE1',
  eventId: 'cockfight-1800',
  selection: 'meron',
  odds: 178,
  stake: 1_000,
  potentialReturn: 1_780,
  status: settled ? 'SETTLED' : 'ACCEPTED',
  betOutcome: settled ? 'win' : null,
  win: settled ? 1_780 : 0,
  createdAt: new Date().toISOString(),
  balanceAfter: 99_000,
});

describe('simulated events', () => {
  it('shows the balance a payout left once the bet is settled, without a call of its own', async () => {
    let settled = false;
    const fetch = vi.fn(async (url: string) => {
      if (url === '/studio/api/event/events')
        return ok({ serverNow: new Date().toISOString(), events: [fight(settled ? 'SETTLED' : 'OPEN')] });
      if (url === '/studio/api/event/bets') return ok({ bets: [myBet(settled)] });
      if (url === '/studio/api/balance') return ok({ balance: 100_780, currency: 'PHP' });
      throw new Error(`unexpected call ${url}`);
    });
    vi.stubGlobal('fetch', fetch);
    render(<EventScreen session={session()} refreshMs={100} />);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('990.00'));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([u]) => u === '/studio/api/event/bets').length).toBeGreaterThan(1),
    );
    // Still waiting for the result: no balance call.
    expect(fetch.mock.calls.some(([u]) => u === '/studio/api/balance')).toBe(false);
    settled = true;
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('1,007.80'));
    const balanceCalls = fetch.mock.calls.filter(([u]) => u === '/studio/api/balance').length;
    // Later looks at the same settled bet do not ask again.
    await new Promise((r) => setTimeout(r, 350));
    expect(fetch.mock.calls.filter(([u]) => u === '/studio/api/balance').length).toBe(balanceCalls);
  });
});
