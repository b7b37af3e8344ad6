import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIES } from '@suerte/contracts/core';
import RegionModal from './region-modal';
import { fakeWhitelabel, renderWithShell, resetSession } from '../../app/test-utils';
import { useSessionStore } from '../../lib/session-store';
import { reloadHome } from '../../lib/navigation';
import { stubFetch } from '../../test/stub-fetch';

vi.mock('../../lib/navigation', () => ({ reloadHome: vi.fn() }));

beforeEach(() => {
  resetSession();
  vi.mocked(reloadHome).mockClear();
  useSessionStore.getState().setMerchant('SUERTE_PH');
});

describe('region modal', () => {
  it('lists each country with its languages', () => {
    renderWithShell(<RegionModal open onClose={() => {}} />, { whitelabel: fakeWhitelabel() });
    expect(screen.getByTestId('region-modal')).toBeTruthy();
    expect(screen.getByTestId('region-option-SUERTE_PH-tl').textContent).toContain('TY');
    expect(screen.getByTestId('region-option-SUERTE_TH-th')).toBeTruthy();
    expect(screen.getByTestId('region-option-SUERTE_PH-en').getAttribute('aria-pressed')).toBe('true');
  });

  it('another merchant clears the session, keeps merchant and language, and reloads home', async () => {
    useSessionStore.getState().setToken('member-token');
    const { client } = renderWithShell(<RegionModal open onClose={() => {}} />, {
      whitelabel: fakeWhitelabel(),
    });
    await userEvent.click(screen.getByTestId('region-option-SUERTE_TH-th'));
    expect(useSessionStore.getState()).toMatchObject({
      merchantCode: 'SUERTE_TH',
      language: 'th',
      token: null,
    });
    expect(localStorage.getItem(COOKIES.merchant)).toBe('SUERTE_TH');
    expect(sessionStorage.length).toBe(0);
    // Nothing cached for the previous merchant survives.
    expect(
      client
        .getQueryCache()
        .getAll()
        .some((q) => q.queryKey.includes('SUERTE_PH')),
    ).toBe(false);
    expect(reloadHome).toHaveBeenCalledTimes(1);
  });

  it('the same merchant only changes the language, without a reload', async () => {
    // Only the language call answers; what the switch refetches fails, as an unreachable server would.
    stubFetch({ '/wps/system/language': { value: { language: 'tl', reset: false } } });
    useSessionStore.getState().setToken('member-token');
    const onClose = vi.fn();
    renderWithShell(<RegionModal open onClose={onClose} />, { whitelabel: fakeWhitelabel() });
    await userEvent.click(screen.getByTestId('region-option-SUERTE_PH-tl'));
    expect(useSessionStore.getState()).toMatchObject({
      merchantCode: 'SUERTE_PH',
      language: 'tl',
      token: 'member-token',
    });
    expect(onClose).toHaveBeenCalled();
    expect(reloadHome).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
