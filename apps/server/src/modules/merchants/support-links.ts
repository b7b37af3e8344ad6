import type { ContactType } from '@suerte/contracts';

/** What the operator gives for each contact type, and the link the web opens for it. */
export interface SupportLink {
  /** The value as stored and shown ('+63 917 555 0100', '@suerte', 'help@suerte.example'). */
  value: string;
  link: string;
}

const digitsOf = (value: string) => value.replace(/[\s().-]/g, '');
/** International number: + then 8 to 15 digits (E.164). */
const PHONE = /^\+[1-9]\d{7,14}$/;
const HANDLE = /^[A-Za-z0-9._-]{3,64}$/;
const EMAIL = /^[^\s@<>"']{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,}$/;

function phone(value: string, build: (digits: string) => string): SupportLink | null {
  const full = digitsOf(value);
  return PHONE.test(full) ? { value: value.trim(), link: build(full.slice(1)) } : null;
}

function handle(value: string, build: (name: string) => string, at = false): SupportLink | null {
  const name = value.trim().replace(/^@/, '');
  if (!HANDLE.test(name)) return null;
  return { value: at ? `@${name}` : name, link: build(encodeURIComponent(name)) };
}

/**
 * Builds the link of a support contact from what the operator typed, or null when the value does not fit the
 * type: LINE official accounts (@id) open line.me, Messenger m.me, WhatsApp wa.me with the number's digits,
 * Viber a viber:// chat, Telegram t.me, phones tel:, e-mail mailto:. Live chat and Facebook take a page address
 * (https, or a path on this site).
 */
export function supportLink(type: ContactType, raw: string): SupportLink | null {
  const value = raw.trim();
  switch (type) {
    case 'LINE':
      return handle(value, (id) => `https://line.me/R/ti/p/%40${id}`, true);
    case 'MESSENGER':
      return handle(value, (page) => `https://m.me/${page}`);
    case 'TELEGRAM':
      return handle(value, (name) => `https://t.me/${name}`, true);
    case 'WHATSAPP':
      return phone(value, (digits) => `https://wa.me/${digits}`);
    case 'VIBER':
      return phone(value, (digits) => `viber://chat?number=%2B${digits}`);
    case 'PHONE':
      return phone(value, (digits) => `tel:+${digits}`);
    case 'EMAIL':
      return EMAIL.test(value) ? { value, link: `mailto:${value}` } : null;
    case 'LIVECHAT':
    case 'FACEBOOK':
      return /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/.test(value) && value.length <= 500
        ? { value: '', link: value }
        : null;
  }
}
