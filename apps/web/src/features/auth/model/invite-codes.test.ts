import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureLandingInviteCodes,
  currentInviteCodes,
  forgetInviteCodes,
  INVITE_STORAGE_KEY,
  INVITE_TTL_MS,
} from './invite-codes';

const visit = (url: string, now = 1_000_000) => {
  window.history.replaceState(null, '', url);
  captureLandingInviteCodes(now);
};

beforeEach(() => {
  localStorage.clear();
  forgetInviteCodes();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe("an agent's link", () => {
  it('is kept after a reload without the code, and after moving to another page', () => {
    visit('/?aff=AGENT7&ref=R9');
    visit('/'); // reload on a page without the code
    window.history.replaceState(null, '', '/slot-games');
    expect(currentInviteCodes()).toEqual({ affiliateCode: 'AGENT7', referralCode: 'R9' });
  });

  it('?code= counts as the affiliate code; a newer link replaces the older one', () => {
    visit('/register?code=OLD1');
    visit('/?code=NEW2');
    visit('/');
    expect(currentInviteCodes().affiliateCode).toBe('NEW2');
  });

  it('expires after 30 days', () => {
    visit('/?aff=AGENT7', 1_000);
    visit('/', 1_000 + INVITE_TTL_MS + 1);
    expect(currentInviteCodes().affiliateCode).toBeNull();
    expect(localStorage.getItem(INVITE_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten once the visitor has registered', () => {
    visit('/?aff=AGENT7');
    forgetInviteCodes();
    visit('/');
    expect(currentInviteCodes()).toEqual({ affiliateCode: null, referralCode: null });
  });

  it('ignores kept values that are not codes', () => {
    localStorage.setItem(INVITE_STORAGE_KEY, JSON.stringify({ affiliateCode: 5, savedAt: 1_000_000 }));
    visit('/');
    expect(currentInviteCodes().affiliateCode).toBeNull();
  });
});
