// Every lottery "verify" link lands on a working verification: the links the results board and the live draw
// render for a revealed draw, opened on /fair, pass the hash check and recompute exactly the draw's prizes.
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import vectors from '@suerte/fair/vectors.json';
import { lotteryLayout, lotteryResult } from '@suerte/fair';
import type { LotteryDraw, LotteryPrizes } from '@suerte/contracts';
import FairPage from '../features/fair/components/fair-page';
import { LiveDraw } from '../features/lottery/components/live-draw';
import { ResultsBoard } from '../features/lottery/components/results-board';
import { renderWithShell, resetSession } from './test-utils';

beforeEach(() => resetSession());

const seeds = vectors.cases[2]!;

/** A resulted draw whose prizes really derive from its revealed seeds, as the draw job produces them. */
function revealedDraw(over: Partial<LotteryDraw>): LotteryDraw {
  const region = over.region ?? 'north';
  const clientSeed = `${over.gameCode ?? 'ELOTT_N1'}-20261125`;
  const prizes = lotteryResult(
    { serverSeed: seeds.serverSeed, clientSeed, nonce: 77 },
    lotteryLayout(region),
  );
  return {
    gameCode: 'ELOTT_N1',
    gameName: 'Speed 1',
    gameType: 'ELOTT',
    region,
    numero: '20261125-77',
    lockAt: '2026-11-25T01:16:50Z',
    drawTime: '2026-11-25T01:17:00Z',
    status: 'SETTLED',
    remainTime: 0,
    lockTime: 10,
    isSale: false,
    seedHash: seeds.serverSeedHash,
    serverSeed: seeds.serverSeed,
    clientSeed,
    nonce: 77,
    prizes: prizes as LotteryPrizes,
    winningNumber: prizes.DB![0]!,
    demo: false,
    ...over,
  };
}

function expectVerified(draw: LotteryDraw) {
  expect(screen.getByTestId('fair-hash-pass')).toBeTruthy();
  const table = screen.getByTestId('fair-lottery');
  for (const spec of lotteryLayout(draw.region)) {
    const shown = within(table)
      .getAllByTestId(`fair-prize-${spec.prize}`)
      .map((n) => n.textContent);
    expect(shown, spec.prize).toEqual(draw.prizes![spec.prize as keyof LotteryPrizes]);
  }
  expect(screen.getByTestId('fair-lottery-title').textContent).toBe(
    `Draw ${draw.numero} of ${draw.gameCode}`,
  );
  expect((screen.getByTestId('fair-game') as HTMLSelectElement).value).toBe('lottery');
  expect((screen.getByTestId('fair-region') as HTMLSelectElement).value).toBe(draw.region);
}

describe('lottery verify links', () => {
  it.each([
    ['an e-lottery north draw', revealedDraw({})],
    [
      'a demo regional south draw',
      revealedDraw({ gameCode: 'VN_MN_HCM', gameType: 'LOTT', region: 'south', demo: true }),
    ],
    [
      'a demo regional central draw',
      revealedDraw({ gameCode: 'VN_MT_KH', gameType: 'LOTT', region: 'central', demo: true }),
    ],
  ])('the results board link of %s recomputes its prize table on /fair', (_name, draw) => {
    renderWithShell(<ResultsBoard draws={[draw]} myNumbers={new Set()} />);
    const href = screen.getByTestId('fair-link').getAttribute('href')!;
    expect(href).toContain(`region=${draw.region}`);
    cleanup();
    renderWithShell(<FairPage />, { path: href });
    expectVerified(draw);
    expect(within(screen.getByTestId('fair-lottery')).getAllByRole('row')).toHaveLength(
      draw.region === 'north' ? 8 : 9,
    );
  });

  it('the live draw link of the last result recomputes it too', () => {
    const draw = revealedDraw({ region: 'south', gameCode: 'ELOTT_S3' });
    renderWithShell(
      <LiveDraw draw={null} onSale={false} closesAt={null} drawAt={null} pending={null} latest={draw} />,
    );
    const href = screen.getByRole('link', { name: 'Verify on the fairness page' }).getAttribute('href')!;
    cleanup();
    renderWithShell(<FairPage />, { path: href });
    expectVerified(draw);
  });

  it('shows no prize table when the revealed seed does not match the published hash', () => {
    const draw = revealedDraw({
      seedHash: seeds.serverSeedHash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    renderWithShell(<ResultsBoard draws={[draw]} myNumbers={new Set()} />);
    const href = screen.getByTestId('fair-link').getAttribute('href')!;
    cleanup();
    renderWithShell(<FairPage />, { path: href });
    expect(screen.getByTestId('fair-hash-fail')).toBeTruthy();
    expect(screen.queryByTestId('fair-lottery')).toBeNull();
  });

  it('refuses a region it does not know instead of guessing a layout', () => {
    const draw = revealedDraw({});
    const query = new URLSearchParams({
      game: 'lottery',
      region: 'east',
      serverSeed: draw.serverSeed!,
      serverSeedHash: draw.seedHash!,
      clientSeed: draw.clientSeed!,
      nonce: '77',
    });
    renderWithShell(<FairPage />, { path: `/fair?${query}` });
    expect(screen.getByTestId('fair-region-error').textContent).toBe(
      'Choose the north, central or south layout.',
    );
    expect(screen.queryByTestId('fair-lottery')).toBeNull();
  });
});
