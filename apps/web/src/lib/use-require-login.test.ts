import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRequireLogin } from './use-require-login';
import { useAuthModal } from './auth-modal-store';
import { useSessionStore } from './session-store';
import { resetSession } from '../app/test-utils';

beforeEach(() => {
  resetSession();
  useAuthModal.getState().close();
});

describe('useRequireLogin', () => {
  it('opens the login modal instead of the action when there is no token', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useRequireLogin());
    result.current(action);
    expect(action).not.toHaveBeenCalled();
    expect(useAuthModal.getState().open).toBe('login');
  });

  it('runs the action when a token exists, also one set after the hook rendered', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useRequireLogin());
    useSessionStore.getState().setToken('member-token');
    result.current(action);
    expect(action).toHaveBeenCalledOnce();
    expect(useAuthModal.getState().open).toBeNull();
  });
});
