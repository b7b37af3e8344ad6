import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GameImage } from './game-image';

describe('game image', () => {
  it('tries a failing picture twice, then shows the default image', () => {
    const { container } = render(<GameImage src="/media/game/broken.svg" />);
    const first = container.querySelector('img')!;
    expect(first.getAttribute('src')).toBe('/media/game/broken.svg');
    fireEvent.error(first);
    const second = container.querySelector('img')!;
    expect(second.getAttribute('src')).toBe('/media/game/broken.svg?retry=1');
    expect(screen.queryByTestId('game-image-fallback')).toBeNull();
    fireEvent.error(second);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-image-fallback')).toBeTruthy();
  });

  it('a picture that loads on its second try stays', () => {
    const { container } = render(<GameImage src="/media/game/slow.svg" />);
    fireEvent.error(container.querySelector('img')!);
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/game/slow.svg?retry=1');
    expect(screen.queryByTestId('game-image-fallback')).toBeNull();
  });

  it('a game without a picture shows the default image without asking for one', () => {
    const { container } = render(<GameImage src="/media/game/x.svg" show={false} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-image-fallback')).toBeTruthy();
  });
});
