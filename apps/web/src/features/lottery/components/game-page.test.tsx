import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryBet, LotteryPrizes } from '@suerte/contracts';
import { envelopeResponse, renderWithShell, resetSession } from '../../../app/test-utils';
import { useLotteryPayouts } from '../../../lib/lottery-payouts';
import { useSessionStore } from '../../../lib/session-store';
import { NORTH_SAMPLE } from '../model/rule-examples';
import { lotteryDraw, lotteryGame, lotteryOdds } from '../test/fixtures';
import { GamePage } from './game-page';

const bet = (over: Partial<LotteryBet>): LotteryBet => ({
  betId: '1',
  slipId: 's',
  gameCode: 'E1',
  gameName: 'Speed 1 minute',
  numero: '20261125-600',
  betType: 'de',
  numbers: ['45'],
  points: 1,
  pricePerPoint: 1_000,
  winPerPoint: 70_000,
  cost: 1_000,
  status: 'WAITING',
  hits: null,
  payout: null,
  placedAt: '2026-11-25T10:00:10Z',
  settledAt: null,
  ...over,
});

function stubApi(over: { draw?: ReturnType<typeof lotteryDraw> } = {}) {
  const previous = lotteryDraw({
    numero: '20261125-599',
    status: 'SETTLED',
    isSale: false,
    prizes: NORTH_SAMPLE as unknown as LotteryPrizes,
    winningNumber: '12345',
    serverSeed: 'cd'.repeat(32),
  });
  const answers: Record<string, unknown> = {
    '/lotto/lgw/games/opened/numero': {
      game: lotteryGame({ gameCode: 'E1', gameName: 'Speed 1 minute', gameType: 'ELOTT', demo: false }),
      draw: over.draw ?? lotteryDraw(),
      serverTime: '',
    },
    '/lotto/lgw/games/E1/odds': lotteryOdds(),
    '/lotto/lgw/games/E1/draws': { list: [lotteryDraw(), previous] },
    '/lotto/lgw/bets': {
      list: [
        bet({ betId: '1' }),
        bet({ betId: '2', numero: '20261125-599', status: 'WON', hits: 1, payout: 70_000 }),
        bet({
          betId: '3',
          numero: '20261125-599',
          betType: 'lo2',
          numbers: ['99'],
          status: 'LOST',
          hits: 0,
          payout: 0,
        }),
      ],
      total: 3,
      pageNo: 1,
      pageSize: 50,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      return Promise.resolve(path in answers ? envelopeResponse(answers[path]) : envelopeResponse(null, 404));
    }),
  );
}

beforeEach(() => {
  resetSession();
  useSessionStore.setState({ token: 'member-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('lottery game page', () => {
  it('asks a visitor to log in', () => {
    useSessionStore.setState({ token: null });
    renderWithShell(<GamePage />, { path: '/vnlottery?code=E1' });
    expect(screen.getByTestId('game-login')).toBeTruthy();
  });

  it('shows the open draw with its countdown and seed hash, the last result and the bets of this draw', async () => {
    stubApi();
    renderWithShell(<GamePage />, { path: '/vnlottery?code=E1' });
    expect(await screen.findByTestId('bet-slip')).toBeTruthy();
    expect(screen.getByTestId('numero').textContent).toBe('20261125-600');
    // remainTime 40 s minus lockTime 10 s.
    expect(screen.getByTestId('countdown').textContent).toMatch(/^00:(29|30)$/);
    expect(screen.getByTestId('seed-hash').textContent).toContain('ab'.repeat(32));
    expect((await screen.findByTestId('last-result')).textContent).toBe('12345');
    expect(screen.getAllByTestId('my-bet')).toHaveLength(1);
    expect(screen.getByTestId('bet-outcome').textContent).toBe('Waiting for the draw');
  });

  it('closes betting when the countdown ends, before the server answers again', async () => {
    stubApi({ draw: lotteryDraw({ remainTime: 10, lockTime: 10 }) });
    renderWithShell(<GamePage />, { path: '/vnlottery?code=E1' });
    expect(await screen.findByTestId('bet-slip')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('place-bets').textContent).toBe('Betting is closed'));
    // The countdown now runs to the draw (10 s), not to the lock that has passed.
    expect(await screen.findByText('Drawn in')).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toMatch(/^00:(09|10)$/);
  });

  it('lists won and lost bets under My bets and announces a payout of this game', async () => {
    stubApi();
    renderWithShell(<GamePage />, { path: '/vnlottery?code=E1&view=mine' });
    await screen.findByText('Won ₱700.00 (1×)');
    expect(screen.getAllByTestId('my-bet').map((b) => b.getAttribute('data-status'))).toEqual([
      'WAITING',
      'WON',
      'LOST',
    ]);
    act(() =>
      useLotteryPayouts.setState({
        last: {
          type: 'lottery.payout',
          version: 1,
          id: 'ev1',
          gameCode: 'E1',
          numero: '20261125-599',
          betsWon: 1,
          payout: 70_000,
        },
      }),
    );
    expect(await screen.findByText('Draw 20261125-599: 1 winning bet paid ₱700.00.')).toBeTruthy();
  });

  it('switches to the results board and the rules', async () => {
    stubApi();
    renderWithShell(<GamePage />, { path: '/vnlottery?code=E1' });
    await screen.findByTestId('bet-slip');
    await userEvent.click(screen.getByTestId('game-views-results'));
    expect(await screen.findByTestId('results-board')).toBeTruthy();
    await userEvent.click(screen.getByTestId('game-views-rules'));
    expect(screen.getByTestId('rules')).toBeTruthy();
  });
});
