import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StudioRound } from '@suerte/contracts';
import { jadeTemple, luckyDragon } from '@suerte/fair';
import parSheet96 from '../../../../../packages/fair/par/lucky-dragon-96.json';
import { setupTestI18n } from '../../lib/test-i18n';
import { ok, refused, roundOf, session, spinAt } from '../test-support';
import { FairnessPanel } from './fairness-panel';
import { RecallPanel } from './recall-panel';
import { Rules } from './rules';
import { percent } from '../model/par';

beforeAll(() => setupTestI18n());
afterEach(() => vi.unstubAllGlobals());

const format = (minor: number) => (minor / 100).toFixed(2);
const info = session().game;

function recalled(serverSeed: string | null): StudioRound {
  const spin = roundOf(spinAt([1, 1, 1, 1, 1], 400), 400, 100_000);
  return {
    roundId: 'round-1',
    game: 'lucky-dragon',
    gameName: 'Lucky Dragon',
    kind: 'slot',
    variant: '96',
    status: 'SETTLED',
    demo: false,
    currency: 'PHP',
    bet: 400,
    win: spin.totalWin,
    balanceBefore: 100_000,
    balanceAfter: spin.balanceAfter,
    createdAt: '2026-11-25T04:00:00Z',
    settledAt: '2026-11-25T04:00:01Z',
    fairness: { serverSeedHash: 'c'.repeat(64), serverSeed, clientSeed: 'my-seed', nonce: 7 },
    outcome: spin,
  };
}

describe('game recall', () => {
  it('shows a round step by step with stake, balances, win and seeds, and a verifier link once revealed', async () => {
    const round = recalled('d'.repeat(64));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(ok({ rounds: [round] })));
    render(<RecallPanel token="t" info={info} format={format} focusRound="round-1" version={0} />);
    const shown = await screen.findByTestId('recall-round');
    expect(shown.textContent).toContain('Bet placed: 4.00');
    expect(shown.textContent).toContain('Balance before: 1000.00');
    expect(shown.textContent).toContain(`Balance after: ${format(round.balanceAfter!)}`);
    expect(shown.textContent).toContain('Line 2: 5 × Dragon');
    expect(screen.getByTestId('recall-win').textContent).toBe(`Total win: ${format(round.win)}`);
    expect(screen.getByTestId('recall-verify').getAttribute('href')).toBe(
      `/fair?game=lucky-dragon-96&serverSeed=${'d'.repeat(64)}&serverSeedHash=${'c'.repeat(64)}&clientSeed=my-seed&nonce=7`,
    );
  });

  it('keeps a round time such as "3:05:12 PM" on one line: the list wraps only between date and time', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(ok({ rounds: [recalled(null)] })));
    render(<RecallPanel token="t" info={info} format={format} focusRound={null} version={0} />);
    const time = await screen.findByTestId('recall-time');
    expect(time.getAttribute('datetime')).toBe('2026-11-25T04:00:00Z');
    const pieces = [...time.querySelectorAll('.studio-nowrap')].map((el) => el.getAttribute('data-part'));
    expect(pieces.sort()).toEqual(['date', 'time']);
    const clock = time.querySelector('[data-part="time"]')!.textContent!;
    expect(clock).toMatch(/\d:\d\d:\d\d\u00a0[AP]M$/);
  });

  it('keeps the server seed hidden until it is rotated, and says when nothing was played', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(ok({ rounds: [recalled(null)] })));
    const { unmount } = render(
      <RecallPanel token="t" info={info} format={format} focusRound="round-1" version={0} />,
    );
    expect((await screen.findByTestId('recall-round')).textContent).toContain(
      'Revealed when you rotate the seed',
    );
    expect(screen.queryByTestId('recall-verify')).toBeNull();
    unmount();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(ok({ rounds: [] })));
    render(<RecallPanel token="t" info={info} format={format} focusRound={null} version={0} />);
    expect((await screen.findByTestId('recall-empty')).textContent).toBe(
      'You have not played this game yet.',
    );
  });
});

describe('fairness panel', () => {
  const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 3 };

  it('refuses a client seed of the wrong shape without sending it, and saves a good one', async () => {
    const fetch = vi.fn().mockResolvedValue(ok({ ...fairness, clientSeed: 'lucky_7' }));
    vi.stubGlobal('fetch', fetch);
    const onFairness = vi.fn();
    render(<FairnessPanel token="t" game={info} fairness={fairness} onFairness={onFairness} busy={false} />);
    const input = screen.getByTestId('client-seed');
    fireEvent.change(input, { target: { value: 'not ok!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use 1 to 64 letters, digits, "-" or "_".')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'lucky_7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFairness).toHaveBeenCalledWith({ ...fairness, clientSeed: 'lucky_7' }));
    expect(JSON.parse((fetch.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      clientSeed: 'lucky_7',
    });
  });

  it('rotates: shows the revealed seed and links its last round to the verifier', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        ok({
          revealedServerSeed: 'e'.repeat(64),
          previousServerSeedHash: 'a'.repeat(64),
          previousClientSeed: 'my-seed',
          roundsPlayed: 3,
          newServerSeedHash: 'f'.repeat(64),
          clientSeed: 'my-seed',
          nonce: 0,
        }),
      ),
    );
    const onFairness = vi.fn();
    render(<FairnessPanel token="t" game={info} fairness={fairness} onFairness={onFairness} busy={false} />);
    fireEvent.click(screen.getByTestId('fair-rotate'));
    const revealed = await screen.findByTestId('fair-revealed');
    expect(revealed.textContent).toContain('e'.repeat(64));
    expect(onFairness).toHaveBeenCalledWith({
      serverSeedHash: 'f'.repeat(64),
      clientSeed: 'my-seed',
      nonce: 0,
    });
    expect(screen.getByTestId('fair-verify-last').getAttribute('href')).toContain('nonce=2');
  });

  it('says why a change was refused', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refused('RATE_LIMITED', 429)));
    render(<FairnessPanel token="t" game={info} fairness={fairness} onFairness={vi.fn()} busy={false} />);
    fireEvent.click(screen.getByTestId('fair-rotate'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Wait a moment and try again.',
    );
  });
});

describe('rules', () => {
  it('take the paytable from the engine and the return from the variant PAR sheet', () => {
    render(<Rules game={luckyDragon} variant="96" bet={{ amount: 2000, format }} />);
    const dragon = screen.getByRole('rowheader', { name: /Dragon/ }).closest('tr')!;
    // 5 dragons pay 1000 line bets; at a total bet of 20.00 on 20 lines, 1000 × 1.00.
    expect(dragon.textContent).toContain('1000 (1000.00)');
    expect(screen.getByTestId('rules-rtp').textContent).toBe(
      `Version 96: return ${percent(parSheet96.rtp, 'en')}, a win on ${percent(parSheet96.hitFrequency, 'en')} of spins, bonus on average 1 in ${Math.round(parSheet96.feature.triggerOneIn)} spins.`,
    );
    expect(screen.getByTestId('rules-feature').textContent).toContain('10 free spins');
  });

  it('describe the pick bonus of Jade Temple and list every certified variant without a session', () => {
    render(<Rules game={jadeTemple} />);
    expect(screen.getByTestId('rules-feature').textContent).toContain('15 hidden tiles, 3 of them Collect');
    expect(screen.getByTestId('rules-rtp').querySelectorAll('li')).toHaveLength(1);
  });
});
