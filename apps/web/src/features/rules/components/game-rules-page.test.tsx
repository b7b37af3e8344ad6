import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithShell } from '../../../app/test-utils';
import { gameRulesPath } from '../../../lib/game-rules-paths';
import GameRulesPage from './game-rules-page';

function renderRules(path: string) {
  return renderWithShell(
    <Routes>
      <Route path="/games/rules/:game?" element={<GameRulesPage />} />
    </Routes>,
    { path },
  );
}

const cells = (table: HTMLElement, row: number) =>
  Array.from(within(table).getAllByRole('row')[row]!.querySelectorAll('th, td'), (c) => c.textContent);

describe('game rules pages', () => {
  it('Baccarat: rules text with the engine’s figures and the exact house edges table', () => {
    renderRules(gameRulesPath('baccarat'));
    expect(screen.getByRole('heading', { level: 1, name: 'Baccarat' })).toBeTruthy();
    expect(screen.getByTestId('rules-text').textContent).toContain(
      'Exact house edges: Banker 1.0579 %, Player 1.2351 %, Tie 14.3596 %, each pair 10.3614 %.',
    );
    const edges = screen.getByTestId('rules-baccarat-edges');
    expect(cells(edges, 2)).toEqual(['Banker', '0.95:1', '1.0579 %']);
    expect(cells(edges, 3)).toEqual(['Tie', '8:1', '14.3596 %']);
    expect(screen.getByRole('link', { name: 'Baccarat' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('rules-fair-link').getAttribute('href')).toBe('/fair');
  });

  it('Mines: the multiplier table follows the mine count chosen', async () => {
    const user = userEvent.setup();
    renderRules('/games/rules/mines');
    expect(screen.getByTestId('rules-text').textContent).toContain('Return to player: 97 %, exactly');
    const table = () => screen.getByTestId('rules-mines-table');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 22);
    await user.selectOptions(screen.getByTestId('rules-mines-count'), '24');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(cells(table(), 1)).toEqual(['1', '4.0000 %', '×24.2500']);
  });

  it('Crash, Bingo, events and High Card show their tables', () => {
    const { unmount } = renderRules('/games/rules/crash');
    expect(cells(screen.getByTestId('rules-crash-table'), 3)).toEqual(['×2.00', '48.5000 %', '97.0000 %']);
    unmount();
    const bingo = renderRules('/games/rules/bingo');
    expect(screen.getAllByTestId('rules-bingo-pattern').map((p) => p.textContent)).toEqual([
      'Line (any row, column or diagonal)',
      'Four corners',
      'X',
      'Frame',
      'Blackout',
    ]);
    // The ball order is mixed from the sales, so it cannot be known while cards are on sale.
    expect(screen.getByTestId('rules-text').textContent).toContain(
      'no one, the house included, can know it while cards are on sale',
    );
    bingo.unmount();
    const fight = renderRules('/games/rules/cockfight');
    expect(screen.getByTestId('rules-text').textContent).toContain('Published margin 5 %');
    expect(within(screen.getByTestId('rules-cockfight-table')).getAllByRole('row')).toHaveLength(4);
    fight.unmount();
    renderRules('/games/rules/high-card');
    expect(cells(screen.getByTestId('rules-high-card-table'), 2)).toEqual(['3', '30.00', '1.50', '28.50']);
    expect(screen.getByTestId('rules-text').textContent).toContain(
      'the client seed each player had when they sat down, in seat order',
    );
  });

  it('lists the games without one chosen, and says when a game has no rules page', () => {
    const { unmount } = renderRules('/games/rules');
    expect(screen.getByTestId('rules-choose')).toBeTruthy();
    expect(within(screen.getByTestId('rules-nav')).getAllByRole('link')).toHaveLength(7);
    unmount();
    renderRules('/games/rules/roulette');
    expect(screen.getByTestId('rules-unknown').textContent).toMatch(/no rules page/);
  });
});
