import { describe, expect, it } from 'vitest';
import { isMerchantSettingKey } from './merchant-settings.js';

describe('isMerchantSettingKey', () => {
  it('knows only its own settings, nothing inherited from Object', () => {
    expect(isMerchantSettingKey('analytics')).toBe(true);
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(isMerchantSettingKey(key), key).toBe(false);
    }
  });
});
