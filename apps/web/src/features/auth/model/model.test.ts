import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { setupTestI18n } from '../../../lib/test-i18n';
import { fakeSettings } from '../test-utils';
import { birthdayForRule, checkAge, checkMobile } from './checks';
import { inviteCodesFrom } from './invite-codes';
import { issueText } from './issues';
import { readRememberedUsername, rememberUsername, REMEMBERED_LOGIN_KEY } from './remembered-login';
import { serverOutcome } from './server-errors';
import { deviceOs } from './device-os';

beforeAll(() => setupTestI18n());
const t = i18next.t.bind(i18next);
const { limits } = fakeSettings();

describe('mobile numbers', () => {
  it('count digits as the server does: one leading 0 is the trunk prefix', () => {
    expect(checkMobile('9171234567', limits)).toBeNull();
    expect(checkMobile('09171234567', limits)).toBeNull();
    expect(checkMobile('917123456', limits)).toEqual({ key: 'phone', min: 10, max: 10 });
    expect(checkMobile('91712345ab', limits)).toMatchObject({ key: 'phone' });
    expect(checkMobile('  ', limits)).toEqual({ key: 'required' });
    expect(checkMobile('', limits, false)).toBeNull();
  });
});

describe('birthdays', () => {
  it('follow the rule format and the minimum age', () => {
    expect(birthdayForRule('1990-05-17', 11)).toBe('1990-05-17');
    expect(birthdayForRule('1990-05-17', 13)).toBe('05-17-1990');
    const now = new Date(2025, 4, 17);
    expect(checkAge('2007-05-17', 11, 18, now)).toBeNull();
    expect(checkAge('2007-05-18', 11, 18, now)).toEqual({ key: 'underage', age: 18 });
    expect(checkAge('05-18-2007', 13, 18, now)).toEqual({ key: 'underage', age: 18 });
  });
});

describe('invitation codes of a link', () => {
  it.each([
    ['?affiliateCode=A1', 'A1'],
    ['?aff=A2', 'A2'],
    ['?code=A3', 'A3'],
    ['?aff=%20&code=A4', 'A4'],
    ['', null],
  ])('%s gives the affiliate code %s', (search, code) => {
    expect(inviteCodesFrom(search).affiliateCode).toBe(code);
  });

  it('reads the referral code from ref or referralCode', () => {
    expect(inviteCodesFrom('?ref=R1').referralCode).toBe('R1');
    expect(inviteCodesFrom('?referralCode=R2').referralCode).toBe('R2');
  });

  it("does not take the lottery page's game code for an invitation", () => {
    expect(inviteCodesFrom('?code=HN', '/vnlottery').affiliateCode).toBeNull();
    expect(inviteCodesFrom('?aff=A1&code=HN', '/vnlottery').affiliateCode).toBe('A1');
  });
});

describe('remembered login', () => {
  afterEach(() => rememberUsername(null));

  it('keeps the username for one day, in a cookie and in localStorage', () => {
    const now = Date.now();
    rememberUsername('player1', now);
    expect(document.cookie).toContain(`${REMEMBERED_LOGIN_KEY}=player1`);
    expect(readRememberedUsername(now)).toBe('player1');
    // Without the cookie (cleared by the browser), localStorage still holds it until the day is over.
    document.cookie = `${REMEMBERED_LOGIN_KEY}=; path=/; max-age=0`;
    expect(readRememberedUsername(now + 23 * 3600_000)).toBe('player1');
    expect(readRememberedUsername(now + 25 * 3600_000)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('forgets it', () => {
    rememberUsername('player1');
    rememberUsername(null);
    expect(readRememberedUsername()).toBeNull();
  });
});

describe('server errors', () => {
  it('go under the field they concern when it is shown, else above the form', () => {
    const taken = new ApiError('USERNAME_TAKEN', 'Taken', 409);
    expect(serverOutcome(taken, ['username'], t)).toEqual({
      fields: { username: { key: 'server', text: 'Taken' } },
      form: null,
    });
    expect(serverOutcome(taken, ['mobileNum'], t)).toEqual({ fields: {}, form: 'Taken' });
    const code = new ApiError('INVALID_INVITATION_CODE', 'Bad code', 400);
    expect(serverOutcome(code, ['referralCode'], t).fields).toHaveProperty('referralCode');
  });

  it('place validation issues by path, shown from the catalog, and keep the rest above the form', () => {
    const error = new ApiError('VALIDATION_FAILED', 'Some fields are not valid.', 400, {
      issues: [
        { path: 'body.username', message: 'length', problem: { key: 'length', min: 6, max: 16 } },
        { path: 'body.email', message: 'required' },
        { path: 'body.nickname', message: 'Too small: expected string' },
        { path: 'body.registerUrl', message: 'too long' },
      ],
    });
    expect(serverOutcome(error, ['username', 'email', 'nickname'], t)).toEqual({
      fields: {
        username: { key: 'length', min: 6, max: 16 },
        email: { key: 'required' },
        nickname: { key: 'server', text: 'Some fields are not valid.' },
      },
      form: 'Some fields are not valid.',
    });
  });

  it('map the names the server uses onto the form fields', () => {
    const error = new ApiError('VALIDATION_FAILED', 'x', 400, {
      issues: [
        { path: 'body.mobileNo', message: 'phone' },
        { path: 'body.password', message: 'pattern', problem: { key: 'pattern', patternId: 5 } },
        { path: 'body.newPassword', message: 'same' },
      ],
    });
    expect(serverOutcome(error, ['mobileNum', 'newPassword'], t, limits).fields).toEqual({
      mobileNum: { key: 'phone', min: 10, max: 10 },
      newPassword: { key: 'pattern', patternId: 5 },
    });
    expect(issueText(t, 'newPassword', { key: 'same' })).toMatch(/different from the current one/);
  });

  it('use the catalog for transport failures', () => {
    const network = new ApiError('NETWORK_ERROR', 'network link abnormal', 0);
    expect(serverOutcome(network, [], t).form).toMatch(/Network link abnormal/);
    expect(serverOutcome(new Error('boom'), [], t).form).toMatch(/Unknown error/);
    const insecure = new ApiError('ENCRYPTION_UNAVAILABLE', 'encryption needs a secure page', 0);
    expect(serverOutcome(insecure, [], t).form).toMatch(/secure connection \(https\)/);
  });
});

describe('problem messages', () => {
  it('name the field, and give a single number when min equals max', () => {
    expect(issueText(t, 'username', { key: 'required' })).toBe('Username cannot be empty');
    expect(issueText(t, 'password', { key: 'length', min: 6, max: 20 })).toBe('Please enter 6-20 characters');
    expect(issueText(t, 'birthday', { key: 'lengthExact', length: 10 })).toBe('Please enter 10 characters');
    expect(issueText(t, 'username', { key: 'pattern', patternId: 1 })).toBe(
      'Start with a letter; letters and digits only',
    );
    expect(issueText(t, 'username', { key: 'pattern', patternId: 12 })).toBe('Wrong Username format');
    expect(issueText(t, 'mobileNum', { key: 'phone', min: 9, max: 10 })).toBe(
      'Please enter a valid phone number (9-10 digits)',
    );
  });

  it('follow the interface language', async () => {
    i18next.addResourceBundle('tl', 'auth', (await import('../../../locales/tl/auth.json')).default);
    await i18next.changeLanguage('tl');
    try {
      expect(issueText(t, 'username', { key: 'required' })).toBe('Hindi maaaring walang laman ang Username');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('free-play device', () => {
  it('names the operating system', () => {
    expect(deviceOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(deviceOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(deviceOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(deviceOs('curl/8')).toBe('unknown');
  });
});
