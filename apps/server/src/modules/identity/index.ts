// The identity module's public face: members, sessions, registration, login and passwords (its routes and the
// session service the auth hook and the member socket use), the merchant's identity settings, the password and
// code primitives other modules and seeds share, and the member accounts operators open and disable.
export { createIdentity, type Identity } from './identity.module.js';
export type { AuthenticatedMember, SessionService } from './session.service.js';
export {
  DEFAULT_IDENTITY_FLAGS,
  DEFAULT_IDENTITY_LIMITS,
  DEFAULT_REGISTER_RULES,
  identitySettingsOf,
  type IdentitySettings,
} from './identity-settings.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { hashToken, newInvitationCode, newToken } from './codes.js';
export { createMemberAdmin, OPERATOR_AGENT_VALUES, type NewMemberInput } from './member-admin.service.js';
