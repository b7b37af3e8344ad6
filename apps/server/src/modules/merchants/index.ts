// The merchants module's public face: which merchant a request is for (by domain), and its record.
export { createMerchantService, type MerchantService, type RequestContext } from './merchant.service.js';
export { findMainWebDomain, findMerchant, lockMerchant, type MerchantRecord } from './merchant.repository.js';
export {
  createSupportContactsAdmin,
  SUPPORT_VALUE_HELP,
  type SupportContactsAdmin,
} from './support-contacts.service.js';
export type { SupportContactRow } from './support-contacts.repository.js';
export { supportLink } from './support-links.js';
