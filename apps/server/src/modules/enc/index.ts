// The Enc module's public face: the rotating server key pair (service and `GET /wps/session/key`), and the
// envelope cipher the Enc body hook opens sealed bodies with (clients and tests seal with it too).
export { createEncKeyService, type EncKeyService } from './enc-keys.service.js';
export { encRoutes } from './enc.routes.js';
export {
  ENC_ALGORITHM,
  EncryptionError,
  decryptEnvelope,
  encryptForKey,
  sealForServer,
} from './enc-cipher.js';
export { EnvelopeRefusedError, sealedContentOf } from './enc-sealed.js';
