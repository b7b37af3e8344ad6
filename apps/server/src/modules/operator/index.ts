// The operator module's public face: the services behind `npm run ops` (merchant settings and feature modules,
// members and identity rules, vendors) and the setting names and values the command line offers.
export { createOperatorService, type OperatorService } from './operator.service.js';
export {
  createIdentityAdminService,
  type IdentityAdminService,
  type IdentityOverrides,
} from './identity-admin.service.js';
export type { AuthLogRow } from './identity-admin.repository.js';
export { IDENTITY_LIMIT_KEYS, type RuleOptions } from './identity-values.js';
export { OPERATOR_AGENT_VALUES } from '../identity/index.js';
export { MERCHANT_SETTINGS } from './merchant-settings.js';
export {
  createVendorAdminService,
  type OwnLimits,
  type VendorChanges,
  type VendorConnection,
} from './vendor-admin.service.js';
export { DEFAULT, NONE } from './vendor-settings.js';
