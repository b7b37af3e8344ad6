import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { hasNonIntegerNumber } from './json-numbers.js';
import { inputRefused, NOT_PLAIN_INTEGER } from './input-refused.js';
import { unstorablePath } from './storable-text.js';

const UNSTORABLE = 'contains a character that cannot be stored (NUL or a lone surrogate)';

/**
 * The validator of every route part with a schema: text PostgreSQL cannot store is refused before the schema
 * runs, so no route needs to remember it. It sees Enc bodies after decryption.
 */
export const checkedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const part = route.httpPart ?? 'body';
  return (data: unknown) => {
    const path = unstorablePath(data);
    if (path) return { error: inputRefused(part, path, UNSTORABLE) };
    return validate(data);
  };
};

function rawParts(request: FastifyRequest): [string, unknown][] {
  return [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
    ['headers', request.headers],
  ];
}

/**
 * Input checks of every route, registered before any other hook reads the input:
 * - JSON bodies whose numbers are not plain integers are refused at parsing (every API number is an integer);
 * - unstorable text in the raw body, query, path or headers is refused before any hook can look it up
 *   (an Enc key id, a vendor code); the validator compiler repeats the check on decrypted bodies.
 */
export const inputChecksPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = raw.toString();
    parseJson(request, text, (error: Error | null, body?: unknown) => {
      if (error) return done(error, undefined);
      if (hasNonIntegerNumber(text)) return done(inputRefused('body', [], NOT_PLAIN_INTEGER), undefined);
      return done(null, body);
    });
  });

  app.addHook('preValidation', async (request) => {
    for (const [part, value] of rawParts(request)) {
      const path = unstorablePath(value);
      if (path) throw inputRefused(part, path, UNSTORABLE);
    }
  });
});
