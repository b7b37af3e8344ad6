import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '../model/countdown';
import { useBefore, useNow, useRefreshTimer } from './use-countdown';

function Clock({ deadline }: { deadline: number }) {
  const now = useNow();
  return <output>{formatCountdown(deadline - now)}</output>;
}

function Refresher({ deadlines, onRefresh }: { deadlines: Array<number | null>; onRefresh: () => void }) {
  useRefreshTimer(deadlines, onRefresh);
  return null;
}

function Sale({ closesAt }: { closesAt: number | null }) {
  return <output>{useBefore(closesAt) ? 'open' : 'closed'}</output>;
}

describe('countdown and refresh hooks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('turns closed when the deadline passes, open again for a later deadline, and open without one', () => {
    const { rerender } = render(<Sale closesAt={Date.now() + 1_000} />);
    expect(screen.getByRole('status').textContent).toBe('open');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status').textContent).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('closed');
    rerender(<Sale closesAt={Date.now() + 60_000} />);
    expect(screen.getByRole('status').textContent).toBe('open');
    rerender(<Sale closesAt={null} />);
    expect(screen.getByRole('status').textContent).toBe('open');
  });

  it('ticks every 500 ms down to the unknown mark', () => {
    render(<Clock deadline={Date.now() + 2_200} />);
    expect(screen.getByRole('status').textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status').textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('--:--:--');
  });

  it('refreshes when the soonest countdown ends', () => {
    const onRefresh = vi.fn();
    render(<Refresher deadlines={[Date.now() + 12_000, null, Date.now() + 20_000]} onRefresh={onRefresh} />);
    act(() => vi.advanceTimersByTime(11_999));
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('waits 7000 ms when a countdown has run out and at most 30000 ms otherwise', () => {
    const due = vi.fn();
    render(<Refresher deadlines={[Date.now() - 1]} onRefresh={due} />);
    act(() => vi.advanceTimersByTime(6_999));
    expect(due).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(due).toHaveBeenCalledTimes(1);

    const far = vi.fn();
    render(<Refresher deadlines={[Date.now() + 3_600_000]} onRefresh={far} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(far).toHaveBeenCalledTimes(1);
  });

  it('re-arms with the new deadlines after a refresh', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<Refresher deadlines={[Date.now() + 5_000]} onRefresh={onRefresh} />);
    act(() => vi.advanceTimersByTime(5_000));
    rerender(<Refresher deadlines={[Date.now() + 9_000]} onRefresh={onRefresh} />);
    act(() => vi.advanceTimersByTime(8_999));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
