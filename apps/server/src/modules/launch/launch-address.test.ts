import { describe, expect, it } from 'vitest';
import { isLaunchableTemplate, launchAddress } from './launch-address.js';

describe('launch addresses', () => {
  const fields = { gameCode: 'lucky-dragon', currency: 'PHP', language: 'en', merchant: 'SUERTE_PH' };

  it('fills every placeholder, URL-encoded', () => {
    expect(
      launchAddress('/studio/play/{gameCode}?token={token}&player={playerId}&lang={language}', {
        ...fields,
        token: 'a+b/c',
        playerId: 'p 1',
      }),
    ).toBe('/studio/play/lucky-dragon?token=a%2Bb%2Fc&player=p%201&lang=en');
  });

  it('leaves a trial without a token', () => {
    expect(launchAddress('https://v.example/play?t={token}&m={merchant}&c={currency}', fields)).toBe(
      'https://v.example/play?t=&m=SUERTE_PH&c=PHP',
    );
  });

  it('launches only paths on our origin and http(s) addresses', () => {
    expect(isLaunchableTemplate('/studio/play/{gameCode}')).toBe(true);
    expect(isLaunchableTemplate('https://vendor.example/{gameCode}')).toBe(true);
    expect(isLaunchableTemplate('//evil.example/x')).toBe(false);
    expect(isLaunchableTemplate('javascript:alert(1)')).toBe(false);
    expect(isLaunchableTemplate(null)).toBe(false);
  });
});
