/** The operating system a free-play session is opened from (spec §7 "os"), as a short lower-case name. */
export function deviceOs(userAgent: string = navigator.userAgent): string {
  const tests: [RegExp, string][] = [
    [/android/i, 'android'],
    [/iphone|ipad|ipod/i, 'ios'],
    [/windows/i, 'windows'],
    [/mac os|macintosh/i, 'macos'],
    [/cros/i, 'chromeos'],
    [/linux/i, 'linux'],
  ];
  return tests.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown';
}
