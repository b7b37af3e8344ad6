import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { HeaderClock, formatClock } from './header-clock';
import { renderWithShell } from '../test-utils';

afterEach(() => vi.useRealTimers());

describe('header clock', () => {
  it('formats as YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(formatClock(new Date(2024, 0, 5, 7, 3, 9))).toBe('2024-01-05 07:03:09');
    expect(formatClock(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });

  it('ticks every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 12, 0, 58));
    renderWithShell(<HeaderClock />);
    const clock = screen.getByTestId('header-clock');
    expect(clock.textContent).toBe('2024-06-01 12:00:58');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toBe('2024-06-01 12:00:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).toBe('2024-06-01 12:01:00');
  });
});
