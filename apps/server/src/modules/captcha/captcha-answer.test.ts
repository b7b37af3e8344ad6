import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  captchaAnswerMatches,
  hashCaptchaAnswer,
  randomCaptchaText,
} from './captcha-answer.js';

const ID = '7d1f1f7e-2a7b-4c57-9a61-0f1c2b3d4e5f';

describe('captcha answers', () => {
  it('draws texts of the asked length from the unambiguous alphabet only', () => {
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText(5);
      expect(text).toHaveLength(5);
      for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0oO1lI]/);
  });

  it('matches regardless of case and surrounding spaces', () => {
    const stored = hashCaptchaAnswer(ID, 'AbCd7');
    expect(captchaAnswerMatches(ID, 'abcd7', stored)).toBe(true);
    expect(captchaAnswerMatches(ID, ' ABCD7 ', stored)).toBe(true);
    expect(captchaAnswerMatches(ID, 'abcd8', stored)).toBe(false);
  });

  it('salts the hash with the challenge id', () => {
    const other = '00000000-0000-4000-8000-000000000000';
    expect(hashCaptchaAnswer(ID, 'abcd')).not.toBe(hashCaptchaAnswer(other, 'abcd'));
    expect(captchaAnswerMatches(other, 'abcd', hashCaptchaAnswer(ID, 'abcd'))).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', () => {
    expect(captchaAnswerMatches(ID, 'abcd', 'not-hex')).toBe(false);
  });
});
