import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryPrizes } from '@suerte/contracts';
import { renderWithShell, resetSession } from '../../../app/test-utils';
import { NORTH_SAMPLE, SOUTH_SAMPLE } from '../model/rule-examples';
import { lotteryDraw } from '../test/fixtures';
import { ResultsBoard } from './results-board';
import { RulesPanel } from './rules-panel';

beforeEach(() => resetSession());

const resulted = (numero: string, prizes: object, region: 'north' | 'south' = 'north') =>
  lotteryDraw({
    numero,
    region,
    status: 'SETTLED',
    isSale: false,
    prizes: prizes as LotteryPrizes,
    winningNumber: (prizes as { DB: string[] }).DB[0]!,
    serverSeed: 'cd'.repeat(32),
    clientSeed: 'E1-20261125',
    nonce: 599,
  });

describe('results board', () => {
  it('shows every prize with its lô, marks the member’s numbers and links the revealed seed to /fair', () => {
    renderWithShell(
      <ResultsBoard
        draws={[lotteryDraw(), resulted('20261125-599', NORTH_SAMPLE)]}
        myNumbers={new Set(['45'])}
      />,
    );
    const board = screen.getByTestId('results-board');
    expect(screen.getByTestId('prize-DB').textContent).toBe('12345');
    expect(screen.getAllByTestId('prize-G3')).toHaveLength(6);
    expect(screen.getByTestId('lo-table').querySelector('caption')?.textContent).toContain('27 numbers');
    // 45 came out three times (ĐB, G1, G7): each lô is marked.
    const marked = [...board.querySelectorAll('table:first-of-type span span')].filter((s) =>
      /mine/.test(s.className),
    );
    expect(marked.map((s) => s.textContent)).toEqual(['45', '45', '45']);
    const link = within(board).getByTestId('fair-link').getAttribute('href')!;
    expect(link).toContain('/fair?game=lottery&region=north&gameCode=E1&numero=20261125-599&serverSeed=');
    expect(link).toContain('&clientSeed=E1-20261125&nonce=599');
  });

  it('lists 18 lô for a southern draw, G8 included, and lets an older draw be chosen', async () => {
    renderWithShell(
      <ResultsBoard
        draws={[resulted('20261125-600', SOUTH_SAMPLE, 'south'), resulted('20261125-599', NORTH_SAMPLE)]}
        myNumbers={new Set()}
      />,
    );
    expect(screen.getByTestId('prize-G8').textContent).toBe('56');
    expect(screen.getByTestId('lo-table').querySelector('caption')?.textContent).toContain('18 numbers');
    await userEvent.selectOptions(screen.getByTestId('results-draw'), '20261125-599');
    expect(screen.getByTestId('prize-DB').textContent).toBe('12345');
  });

  it('says so when no draw has a result yet', () => {
    renderWithShell(<ResultsBoard draws={[lotteryDraw()]} myNumbers={new Set()} />);
    expect(screen.getByText('No results yet for this game.')).toBeTruthy();
  });
});

describe('rules page', () => {
  it('explains a bet type with a worked example computed by the settlement rules', async () => {
    const onType = vi.fn();
    const { rerender } = renderWithShell(<RulesPanel type="lo2" onType={onType} currency="PHP" />);
    const example = screen.getByTestId('rule-example').textContent;
    expect(example).toContain('You bet Lô 2 số on 45, 99, 1 point.');
    expect(example).toContain('It costs ₱540.00');
    expect(example).toContain('It hits 3 times and pays ₱2,400.00');
    await userEvent.click(screen.getByRole('button', { name: 'Xiên 4' }));
    expect(onType).toHaveBeenCalledWith('xien4');
    rerender(<RulesPanel type="xien4" onType={onType} currency="PHP" />);
    expect(screen.getByTestId('rule-example').textContent).toContain('It does not win');
  });
});
