import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useMerchantSync } from './use-merchant-sync';
import { fakeWhitelabel, renderWithShell, resetSession, envelopeResponse } from '../../app/test-utils';
import { useSessionStore } from '../../lib/session-store';

function Probe() {
  useMerchantSync();
  return null;
}

beforeEach(() => resetSession());
afterEach(() => vi.unstubAllGlobals());

describe('merchant sync', () => {
  it('without a stored merchant, keeps the one the server resolved', async () => {
    renderWithShell(<Probe />, { whitelabel: fakeWhitelabel() });
    await waitFor(() => expect(useSessionStore.getState().merchantCode).toBe('SUERTE_PH'));
    expect(localStorage.getItem('suerte_merchant')).toBe('SUERTE_PH');
  });

  it('a language the merchant does not offer resets to EN', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse({ language: 'en', reset: false })),
    );
    useSessionStore.setState({ language: 'th' });
    renderWithShell(<Probe />, { whitelabel: fakeWhitelabel() });
    await waitFor(() => expect(useSessionStore.getState().language).toBe('en'));
  });

  it('does not switch back to the previous merchant while the new one loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithShell(<Probe />, { whitelabel: fakeWhitelabel() });
    await waitFor(() => expect(useSessionStore.getState().merchantCode).toBe('SUERTE_PH'));
    act(() => useSessionStore.getState().switchRegion('SUERTE_TH', 'th'));
    await new Promise((r) => setTimeout(r, 50));
    expect(useSessionStore.getState()).toMatchObject({ merchantCode: 'SUERTE_TH', language: 'th' });
  });
});
