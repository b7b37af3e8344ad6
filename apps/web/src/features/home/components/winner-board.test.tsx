import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setupTestI18n } from '../../../lib/test-i18n';
import { WinnerBoard } from './winner-board';

beforeAll(() => setupTestI18n());

describe('WinnerBoard', () => {
  it('shows its frame with an honest empty state when there are no winners', () => {
    render(<WinnerBoard />);
    const board = screen.getByTestId('winner-board');
    expect(within(board).getByRole('heading', { name: 'Winner board' })).toBeTruthy();
    expect(within(board).getByText('No winners yet. Big wins will appear here.')).toBeTruthy();
    expect(within(board).queryByRole('table')).toBeNull();
  });

  it('lists the winners it is given', () => {
    render(
      <WinnerBoard entries={[{ id: '1', player: 'ma***23', game: 'Lucky Fortune', amount: '₱12,500.00' }]} />,
    );
    const table = screen.getByRole('table', { name: 'Winner board' });
    const rows = within(table).getAllByTestId('winner-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toBe('ma***23Lucky Fortune₱12,500.00');
  });
});
