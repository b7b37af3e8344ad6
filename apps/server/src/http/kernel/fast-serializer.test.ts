import { envelopeSchema, gameListResponseSchema, type Game } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializer, ResponseShapeError, serializationSchema } from './fast-serializer.js';

const schema = envelopeSchema(gameListResponseSchema);

const game = (i: number, extra: Partial<Game> = {}): Game => ({
  nodeId: `DEMO-${i}`,
  nodeName: `Golden "Dragon" ${i}`,
  gameName: `Gintong Dragon ${i} — ü\u2028`,
  iconUrl: `/media/game-icons/demo-${i}.svg`,
  showIcon: true,
  vassalage: 'DEMOA',
  gameCategory: 'RNG',
  gameClassify: i % 2 ? 'JP' : null,
  supportPlay: i % 2 ? 0 : 1,
  isFav: i === 3,
  roomId: i === 4 ? 'R-4' : null,
  minBet: 100 * i,
  minLineNum: 20,
  status: i === 5 ? 'MAINTENANCE' : 'ON',
  demo: true,
  isGame: 'GAME',
  ...extra,
});

const answer = (games: unknown[]) => ({
  success: true,
  code: 'OK',
  message: 'Success',
  value: { games, total: 53, totalPages: 6, pageNo: 1 },
});

describe('fastSerializer', () => {
  it('writes what the zod serializer writes', () => {
    const data = answer(Array.from({ length: 10 }, (_, i) => game(i)));
    const expected = JSON.stringify(schema.parse(data));
    for (const check of [true, false]) {
      const text = fastSerializer(schema, { check })(data);
      expect(text).toBe(expected);
      expect(JSON.parse(text)).toEqual(data);
    }
  });

  it('never writes a property the schema does not name', () => {
    const leaky = { ...game(1), passwordHash: 'secret', search_text: 'x' };
    const text = fastSerializer(schema, { check: false })({ ...answer([leaky]), internal: 1 });
    expect(text).not.toMatch(/secret|search_text|internal/);
    expect(JSON.parse(text).value.games[0]).toEqual(game(1));
  });

  it('fails on a missing required property, checked or not', () => {
    const { status: _status, ...partial } = game(1);
    for (const check of [true, false]) {
      expect(() => fastSerializer(schema, { check })(answer([partial]))).toThrow();
    }
  });

  it('checks values against the zod schema when asked (development and tests)', () => {
    const wrong = answer([game(1, { status: 'BROKEN' as Game['status'] })]);
    expect(() => fastSerializer(schema, { check: true })(wrong)).toThrow(ResponseShapeError);
    // Production writes the value as it is: the check is what production skips on this route.
    expect(JSON.parse(fastSerializer(schema, { check: false })(wrong)).value.games[0].status).toBe('BROKEN');
  });

  it('refuses a schema with transforms, which JSON Schema cannot describe', () => {
    const transformed = z.object({ at: z.string().transform((s) => new Date(s)) });
    expect(() => fastSerializer(transformed, { check: true })).toThrow();
  });
});

describe('serializationSchema', () => {
  it('turns unions of plain types into type lists and drops value constraints', () => {
    expect(
      serializationSchema({
        type: 'object',
        properties: {
          kind: { anyOf: [{ type: 'string', enum: ['JP'] }, { type: 'null' }] },
          play: {
            anyOf: [
              { type: 'number', const: 0 },
              { type: 'number', const: 1 },
            ],
          },
          n: { type: 'integer', minimum: 0, maximum: 9 },
          mixed: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        kind: { type: ['string', 'null'] },
        play: { type: ['number'] },
        n: { type: 'integer' },
        mixed: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] },
      },
    });
  });
});
