/** What a launch address template may name (vendors.launch_url and trial_url). */
export interface LaunchAddressFields {
  gameCode: string;
  currency: string;
  language: string;
  merchant: string;
  /** Member launches only: the single-use launch token and the vendor's player id. */
  token?: string;
  playerId?: string;
}

const PLACEHOLDER = /\{(token|playerId|gameCode|currency|language|merchant)\}/g;

/**
 * Fills a vendor's address template; every value is URL-encoded. A placeholder without a value (a trial has no
 * token) becomes empty, so a trial address never carries a launch token.
 */
export function launchAddress(template: string, fields: LaunchAddressFields): string {
  return template.replace(PLACEHOLDER, (_match, name: keyof LaunchAddressFields) =>
    encodeURIComponent(fields[name] ?? ''),
  );
}

/** A template on our own origin (a path) or an https/http address; anything else is not launched. */
export function isLaunchableTemplate(template: string | null): template is string {
  if (template === null || template.length === 0) return false;
  if (template.startsWith('/')) return !template.startsWith('//');
  return /^https?:\/\//.test(template);
}
