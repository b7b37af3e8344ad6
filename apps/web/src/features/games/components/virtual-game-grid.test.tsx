import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VirtualGameGrid } from './virtual-game-grid';
import { testGames } from '../test-games';

beforeEach(() => {
  // jsdom has no scrolling; the window is 1024 × 768.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('virtual game grid', () => {
  it('puts only the rows near the screen in the page, out of 10,000 games', () => {
    render(
      <VirtualGameGrid
        games={testGames(10_000)}
        columns={5}
        label="Games"
        renderCard={(g) => <span data-testid="card">{g.gameName}</span>}
      />,
    );
    const rows = screen.getAllByTestId('virtual-row');
    // 2,000 rows in all; a 768 px window shows a handful (plus 2 overscan rows).
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThan(12);
    expect(screen.getAllByTestId('card')).toHaveLength(rows.length * 5);
    expect(screen.getByText('Game g00000')).toBeTruthy();
    expect(screen.queryByText('Game g09999')).toBeNull();
    // The list keeps the full height so the scrollbar is true to the catalogue.
    const height = parseFloat(screen.getByTestId('virtual-grid').style.height);
    expect(height).toBeGreaterThan(2000 * 100);
  });

  it('asks for the next page when the last rows are in view', () => {
    const onLoadMore = vi.fn();
    render(
      <VirtualGameGrid
        games={testGames(10)}
        columns={5}
        label="Games"
        hasMore
        onLoadMore={onLoadMore}
        renderCard={(g) => <span>{g.gameName}</span>}
      />,
    );
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('does not ask for more when the server has no more pages', () => {
    const onLoadMore = vi.fn();
    render(
      <VirtualGameGrid
        games={testGames(10)}
        columns={5}
        label="Games"
        hasMore={false}
        onLoadMore={onLoadMore}
        renderCard={(g) => <span>{g.gameName}</span>}
      />,
    );
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
