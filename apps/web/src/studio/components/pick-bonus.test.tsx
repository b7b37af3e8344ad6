import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../lib/test-i18n';
import { PickBonus } from './pick-bonus';

beforeAll(() => setupTestI18n());

const format = (minor: number) => (minor / 100).toFixed(2);

describe('pick bonus', () => {
  it('reveals the board in the server order wherever the player touches, until a collect tile', () => {
    const onDone = vi.fn();
    render(
      <PickBonus board={[5, 12, 0, 2]} win={3400} format={format} auto={false} pace={0} onDone={onDone} />,
    );
    const tiles = () => screen.getAllByTestId('pick-tile');
    fireEvent.click(tiles()[3]!);
    expect(tiles()[3]!.dataset.value).toBe('5');
    fireEvent.click(tiles()[0]!);
    expect(tiles()[0]!.dataset.value).toBe('12');
    expect(screen.getByTestId('pick-sum').textContent).toContain('17');
    expect(screen.queryByTestId('pick-continue')).toBeNull();
    fireEvent.click(tiles()[1]!);
    expect(tiles()[1]!.textContent).toBe('Collect');
    // Ended: the tile nobody opened shows what it held, and every tile is closed to touch.
    expect(tiles()[2]!.dataset.value).toBe('2');
    expect(tiles().every((tile) => (tile as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByText('Bonus over: you won 34.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pick-continue'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('opens the tiles by itself in autoplay and closes when done', async () => {
    const onDone = vi.fn();
    render(<PickBonus board={[3, 0, 8]} win={300} format={format} auto pace={0} onDone={onDone} />);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getAllByTestId('pick-tile').map((t) => t.dataset.value)).toEqual(['3', '0', '8']);
  });
});
