import type { EncEnvelope } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import { sealForServer } from '../../src/modules/enc/index.js';

export interface SessionKey {
  kid: string;
  publicKey: string;
  serverTime: number;
}

/** The server's current encryption key and clock, as a client gets them. */
export async function sessionKey(app: FastifyInstance): Promise<SessionKey> {
  const res = await app.inject({ method: 'GET', url: '/wps/session/key' });
  const { success, value } = res.json() as { success: boolean; value: SessionKey };
  if (!success) throw new Error(`GET /wps/session/key failed: ${res.body}`);
  return value;
}

/** Seals `body` for an Enc call the way the web client does (time and nonce inside), with the current key. */
export async function sealBody(app: FastifyInstance, body: unknown): Promise<EncEnvelope> {
  return sealForServer(body, await sessionKey(app));
}
