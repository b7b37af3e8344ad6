// The verification module's public face: SMS codes sent and checked once (the service identity uses), the SMS
// provider (outbox or gateway), the SMS routes and the phone number rules. It never imports identity: what the
// SMS routes need from it (the merchant's switches, whether a number is registered) is given as SmsIdentity.
export {
  createVerificationService,
  type CheckInput,
  type SendInput,
  type VerificationPurpose,
  type VerificationService,
} from './verification.service.js';
export {
  createSmsRequestService,
  type SmsIdentity,
  type SmsRequestService,
  type SmsSettings,
} from './sms-request.service.js';
export { verificationRoutes } from './verification.routes.js';
export {
  createOutboxSmsProvider,
  createSmsProvider,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';
export { normalizePhone, requirePhone, type Phone, type PhoneRules } from './phone-number.js';
