import { envelopeSchema } from '@suerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/kernel/app-error.js';
import { fastSerializer } from '../../http/kernel/fast-serializer.js';
import { ok } from '../../http/kernel/envelope.js';

/**
 * Relay calls (spec §7, `/wps/relay/<NAME>`): one dispatcher, each name mapped to a service function with
 * its own body and response schema. Each relay is its own route so that validation and OpenAPI are exact.
 */
export interface RelayDefinition<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: string;
  body: B;
  response: R;
  summary: string;
  /** 'member': the call needs a live member session; 'optional': the session is read when a token comes. */
  auth?: 'member' | 'optional';
  /** Refused to non-real (trial) accounts. */
  realAccountOnly?: boolean;
  /**
   * Hot read of plain data: the answer is written by a compiled JSON writer, and in production without the
   * response schema's check (see fastSerializer). Input validation is the same as every relay's.
   */
  fastResponse?: boolean;
  handler: (body: z.output<B>, request: FastifyRequest) => Promise<z.input<R>>;
}

export function defineRelay<B extends z.ZodType, R extends z.ZodType>(
  def: RelayDefinition<B, R>,
): RelayDefinition {
  return def as unknown as RelayDefinition;
}

export interface RelayOptions {
  /** Check every answer against its schema, fast-response relays too (off in production). */
  checkResponses: boolean;
}

export function registerRelays(
  app: FastifyInstance,
  relays: readonly RelayDefinition[],
  options: RelayOptions = { checkResponses: true },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const names = new Set<string>();
  for (const relay of relays) {
    if (names.has(relay.name)) throw new Error(`relay ${relay.name} is defined twice`);
    names.add(relay.name);
    const response = envelopeSchema(relay.response);
    const serialize = relay.fastResponse ? fastSerializer(response, { check: options.checkResponses }) : null;
    typed.post(
      `/wps/relay/${relay.name}`,
      {
        config: { auth: relay.auth, realAccountOnly: relay.realAccountOnly },
        schema: {
          tags: ['relay'],
          summary: relay.summary,
          // A relay call without a body is the same as an empty object.
          body: z.preprocess((v) => v ?? {}, relay.body),
          response: { 200: response },
        },
        // Only the 200 answer has a schema: errors (other statuses) are written as before.
        ...(serialize && { serializerCompiler: () => serialize }),
      },
      async (request) => ok(await relay.handler(request.body, request), request.locale),
    );
  }
  app.post('/wps/relay/:name', { schema: { hide: true } }, async () => {
    throw new AppError('UNKNOWN_RELAY');
  });
}
