import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  ANNOUNCEMENTS_AUTO_OPENED_KEY,
  hasAutoOpened,
  resetAutoOpened,
  useAnnouncementAutoOpen,
  type AutoOpenInput,
} from './use-announcement-auto-open';

beforeEach(() => resetAutoOpened());

function run(initial: AutoOpenInput) {
  return renderHook((props: AutoOpenInput) => useAnnouncementAutoOpen(props), { initialProps: initial });
}

describe('useAnnouncementAutoOpen', () => {
  it('opens once there is at least one announcement and remembers it for the session', () => {
    const open = vi.fn();
    const { rerender } = run({ count: undefined, enabled: true, open });
    expect(open).not.toHaveBeenCalled();
    rerender({ count: 3, enabled: true, open });
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(ANNOUNCEMENTS_AUTO_OPENED_KEY)).toBe('1');
  });

  it('does not open again in the same session, even after the page is left and entered again', () => {
    const open = vi.fn();
    run({ count: 2, enabled: true, open }).unmount();
    run({ count: 2, enabled: true, open });
    const other = vi.fn();
    run({ count: 5, enabled: true, open: other });
    expect(open).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('does not open for an empty list, and still opens later when announcements arrive', () => {
    const open = vi.fn();
    const { rerender } = run({ count: 0, enabled: true, open });
    expect(open).not.toHaveBeenCalled();
    expect(hasAutoOpened()).toBe(false);
    rerender({ count: 1, enabled: true, open });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('waits while disabled without using up the once-per-session opening', () => {
    const open = vi.fn();
    const { rerender } = run({ count: 4, enabled: false, open });
    expect(open).not.toHaveBeenCalled();
    expect(hasAutoOpened()).toBe(false);
    rerender({ count: 4, enabled: true, open });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('still opens only once when session storage is blocked', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const open = vi.fn();
    run({ count: 1, enabled: true, open });
    run({ count: 1, enabled: true, open });
    expect(open).toHaveBeenCalledTimes(1);
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
