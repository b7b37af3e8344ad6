import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, TOAST_DURATION_MS } from './toast';
import { setupTestI18n } from '../../lib/test-i18n';

beforeAll(() => setupTestI18n());
afterEach(() => vi.useRealTimers());

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.show('Saved', 'success')}>save</button>
      <button onClick={() => toast.show('Plain')}>plain</button>
    </>
  );
}

describe('toasts', () => {
  it('shows a toast in a live region and hides it after 3000 ms', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('save').click());
    expect(screen.getByTestId('toasts').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('defaults to the info kind and can be dismissed early', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('plain').click());
    const toast = screen.getByText('Plain').closest('.ui-toast')!;
    expect(toast.className).toContain('ui-toast--info');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Plain')).toBeNull();
  });
});
