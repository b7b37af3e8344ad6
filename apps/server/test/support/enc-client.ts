import type { EncEnvelope } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import { encryptForKey } from '../../src/modules/enc/enc-cipher.js';

/** The server's current encryption key, as a client gets it. */
export async function sessionKey(app: FastifyInstance): Promise<{ kid: string; publicKey: string }> {
  const res = await app.inject({ method: 'GET', url: '/wps/session/key' });
  const { success, value } = res.json() as { success: boolean; value: { kid: string; publicKey: string } };
  if (!success) throw new Error(`GET /wps/session/key failed: ${res.body}`);
  return value;
}

/** Seals `body` for an Enc call the way the web client does, with the app's current key. */
export async function sealBody(app: FastifyInstance, body: unknown): Promise<EncEnvelope> {
  const { kid, publicKey } = await sessionKey(app);
  return encryptForKey(body, kid, publicKey);
}
