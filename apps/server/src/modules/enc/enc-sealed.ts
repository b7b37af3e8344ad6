import { encSealedSchema, type EncSealed } from '@suerte/contracts';
import { EncryptionError } from './enc-cipher.js';

/** An envelope that opened but may not be used: too old (or ahead of the clock), or opened before. */
export class EnvelopeRefusedError extends Error {
  override name = 'EnvelopeRefusedError';
  constructor(readonly code: 'ENCRYPTION_EXPIRED' | 'ENCRYPTION_REPLAYED') {
    super(code);
  }
}

/** The sealed content's time, nonce and body; an EncryptionError when it is not that shape. */
export function sealedContentOf(content: unknown): EncSealed {
  const parsed = encSealedSchema.safeParse(content);
  if (!parsed.success) throw new EncryptionError('sealed content has no time and nonce');
  return parsed.data;
}
