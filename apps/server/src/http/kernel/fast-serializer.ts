import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/** Keywords that only constrain values: fast-json-stringify would enforce or even write some of them (const). */
const VALUE_CONSTRAINTS = new Set([
  '$schema',
  'const',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
]);

const isSimpleBranch = (branch: JsonSchema) =>
  typeof branch.type === 'string' && !('properties' in branch) && !('items' in branch);

/**
 * A JSON Schema reduced to what serializing needs: properties, items, required and types. A union of plain
 * types (a nullable string, 0 | 1) becomes one list of types, which fast-json-stringify writes without
 * evaluating branches; value constraints are dropped (the values are written as they are).
 */
export function serializationSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializationSchema);
  if (node === null || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.every(isSimpleBranch)) {
    return { type: [...new Set(branches.map((b) => b.type as string))] };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALUE_CONSTRAINTS.has(key)) continue;
    out[key] = key === 'properties' ? mapValues(value as JsonSchema) : serializationSchema(value);
  }
  return out;
}

const mapValues = (properties: JsonSchema) =>
  Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, serializationSchema(v)]));

/** A response the schema refused (a defect of the server, answered as an internal error). */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

/**
 * A compiled JSON writer for a plain-data response schema (a schema with transforms cannot be described as
 * JSON Schema and is refused at start). It writes only the schema's properties, in the schema's order, and
 * fails when a required one is missing. With `check`, each response is first checked against the zod schema
 * as the default serializer does (development and tests); without it (production) that check is skipped on
 * the routes that use this writer, which costs about as much as the rest of the response's serialisation.
 */
export function fastSerializer(schema: z.ZodType, options: { check: boolean }): (data: unknown) => string {
  const stringify = fastJson(
    serializationSchema(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as never,
  );
  if (!options.check) return (data) => stringify(data);
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new ResponseShapeError('response does not match its schema', { cause: checked.error });
    return stringify(data);
  };
}
