import type { CustomerServiceContact } from '@suerte/contracts';

/**
 * Spec §2 left menu: customer service is the first contact; a separate WhatsApp link appears only when
 * there is more than one contact and one of them is WhatsApp.
 */
export function serviceLinks(contacts: readonly CustomerServiceContact[]): {
  primary: CustomerServiceContact | null;
  whatsapp: CustomerServiceContact | null;
} {
  const primary = contacts[0] ?? null;
  const whatsapp = contacts.length > 1 ? (contacts.find((c) => c.type === 'WHATSAPP') ?? null) : null;
  return { primary, whatsapp };
}
