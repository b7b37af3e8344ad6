import {
  VENDOR_REQUEST_ERRORS,
  VENDOR_REQUEST_SCHEMAS,
  VENDOR_SIGNATURE_HEADER,
  vendorAnswerSchema,
  vendorAuthenticateAnswerSchema,
  vendorRequestErrorSchema,
  vendorRoomsAnswerSchema,
  vendorRoomsRequestSchema,
  vendorWinBatchAnswerSchema,
  vendorWinBatchRequestSchema,
  VENDOR_WIN_BATCH_MAX,
  type VendorAction,
  type VendorAnswer,
  type VendorRequestError,
  type VendorStatus,
  type VendorWinRequest,
} from '@suerte/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/db-errors.js';
import { duplicateKey, hasNonIntegerNumber } from './vendor-request.js';
import { ipAllowed, signatureMatches } from './vendor-signature.js';
import type { VendorWalletService } from './vendor-wallet.service.js';

/** Vendor bodies are a few hundred bytes; anything near this is not a wallet call. */
const BODY_LIMIT = 16 * 1024;
/** A win batch: up to VENDOR_WIN_BATCH_MAX wins of at most about 600 bytes each. */
const BATCH_BODY_LIMIT = VENDOR_WIN_BATCH_MAX * 640 + 1024;

class VendorRequestFailure extends Error {
  constructor(
    readonly status: VendorRequestError,
    message: string,
  ) {
    super(message);
  }
}

const SUMMARIES: Record<VendorAction, string> = {
  authenticate: 'Redeem the single-use launch token; answers the balance',
  balance: "The player's balance",
  bet: 'Take a stake from the player (amount > 0)',
  win: 'Pay a win to the player (amount ≥ 0); accepted after the session ended',
  rollback:
    'Return a bet with its original amount; an unknown bet is remembered and refused if it comes later',
  'end-round': 'Close the round: later bets and wins on it are refused',
};

const DESCRIPTION = `Signed with X-Suerte-Signature: hex HMAC-SHA256 of the raw body bytes with the vendor's secret
(401 INVALID_SIGNATURE otherwise; 403 IP_NOT_ALLOWED outside the vendor's allow-list; 400 INVALID_REQUEST for a
malformed body). Business outcomes answer HTTP 200 with a status and the player's balance:
OK; INSUFFICIENT_FUNDS; PLAYER_NOT_FOUND (unknown playerId at this vendor); PLAYER_BLOCKED and SESSION_EXPIRED
(bets and authenticate only: the account is disabled, or the launch or the member session ended);
INVALID_TOKEN (launch token unknown, used or older than 10 minutes); CURRENCY_MISMATCH; ROUND_CLOSED (the round
was ended, or a rollback targets a bet whose round already has a win); TRANSACTION_NOT_FOUND (rollback of a
transaction that is not this player's bet); BET_ALREADY_ROLLED_BACK; DUPLICATE_MISMATCH (transactionId reused
with another payload); WIN_LIMIT (a win above the vendor's or the game's limit on one win or on the round's total
win); BONUS_WIN_NOT_ALLOWED (a win on a round where the player has no bet, from a vendor not allowed bonus wins);
BALANCE_LIMIT (the credit would take the balance above 10^15 minor units). A repeated transactionId returns the
first answer and changes nothing; refusals write nothing, so a refused transactionId may be retried. 503 SERVICE_UNAVAILABLE (with Retry-After) and 500
INTERNAL_ERROR mean the outcome is unknown: retry the same call with the same transactionId until it answers 200
(the call is applied once, and a call that was applied answers its first answer).`;

const WIN_BATCH_DESCRIPTION = `Many wins, for any players of the vendor, in one signed call: {"requestId", "wins": [...]},
each win with the fields of a single win call but requestId. Each is decided exactly as a single win call with the
same fields would be, in the order given, and answered in \`results\` (same order, with its transactionId): the
same transaction ids (a win already paid by a single call or an earlier batch answers its first answer and pays
nothing; the same id with other fields answers DUPLICATE_MISMATCH; a win repeated inside the batch answers like
its first), the same limits and refusals (refused wins write nothing, their ids stay free). The applied wins are
posted to the journal together. Signature, address and request errors refuse the whole call; a 503 or 500 means
nothing is known: send the same batch again (it pays each win once).`;

/** Refusals an operator must look at: a vendor paying beyond its limits, or without a bet, or a balance at the ceiling. */
const OPERATOR_ALERTS: ReadonlySet<VendorStatus> = new Set([
  'WIN_LIMIT',
  'BONUS_WIN_NOT_ALLOWED',
  'BALANCE_LIMIT',
]);

function alertOperator(
  request: FastifyRequest,
  vendorCode: string,
  answer: VendorAnswer,
  body = request.body as Partial<VendorWinRequest>,
) {
  request.log.warn(
    {
      alert: 'vendor-win-refused',
      status: answer.status,
      vendor: vendorCode,
      game: body.gameCode,
      round: body.roundId,
      player: body.playerId,
      transactionId: body.transactionId,
      amount: body.amount,
      currency: body.currency,
    },
    `vendor money call refused: ${answer.status}`,
  );
}

/** The vendor's answer shape for refused requests, instead of the portal's envelope. */
function vendorErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const fail = (status: VendorRequestError, message: string) =>
    reply.status(VENDOR_REQUEST_ERRORS[status]).send({ status, message });
  if (error instanceof VendorRequestFailure) return fail(error.status, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => `${v.instancePath || error.validationContext}: ${v.message}`);
    return fail('INVALID_REQUEST', issues.join('; '));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return fail('INVALID_REQUEST', error.message);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn(
      { code: error.code, message: error.message },
      'vendor wallet call: database unavailable',
    );
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return fail('SERVICE_UNAVAILABLE', 'temporarily unavailable; retry with the same transactionId');
  }
  request.log.error({ err: error }, 'vendor wallet call failed');
  return fail('INTERNAL_ERROR', 'internal error; retry with the same transactionId');
}

export function vendorWalletRoutes(service: VendorWalletService) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.setErrorHandler(vendorErrors);
    // The signature covers the exact bytes sent: keep them raw until it is checked.
    app.removeAllContentTypeParsers();
    // Each route sets its own body limit (the parser's would override it).
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.addHook('preValidation', async (request) => {
      const { vendorCode } = request.params as { vendorCode: string };
      const vendor = await service.credentials(vendorCode);
      if (vendor && !ipAllowed(vendor.allowedIps, request.ip)) {
        throw new VendorRequestFailure('IP_NOT_ALLOWED', `address ${request.ip} is not allowed`);
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // An unknown vendor has no secret: answered like a bad signature, so vendor codes cannot be probed.
      if (!vendor || !signatureMatches(vendor.secret, raw, request.headers[VENDOR_SIGNATURE_HEADER])) {
        throw new VendorRequestFailure('INVALID_SIGNATURE', 'signature missing or wrong');
      }
      const text = raw.toString('utf8');
      try {
        request.body = JSON.parse(text);
      } catch {
        throw new VendorRequestFailure('INVALID_REQUEST', 'body is not JSON');
      }
      const repeated = duplicateKey(text);
      if (repeated !== null) {
        throw new VendorRequestFailure('INVALID_REQUEST', `key "${repeated}" appears twice in one object`);
      }
      if (hasNonIntegerNumber(text)) {
        throw new VendorRequestFailure(
          'INVALID_REQUEST',
          'numbers must be integers, without fraction or exponent',
        );
      }
    });

    const route = <A extends VendorAction>(
      action: A,
      handle: (
        vendorCode: string,
        body: z.infer<(typeof VENDOR_REQUEST_SCHEMAS)[A]>,
      ) => Promise<VendorAnswer>,
    ) =>
      app.post(
        `/vendor/v1/:vendorCode/${action}`,
        {
          config: {
            // Vendors settle wins and rollbacks during maintenance too (only /wps, /lgw and /lotto close).
            allowWhenClosed: true,
            // Server-to-server JSON of a few dozen bytes on the hot path: browser headers and compression
            // would only cost time.
            securityHeaders: false,
            compress: false,
          },
          bodyLimit: BODY_LIMIT,
          schema: {
            tags: ['vendor-wallet'],
            summary: SUMMARIES[action],
            description: DESCRIPTION,
            params: z.object({ vendorCode: z.string().describe('The vendor code, e.g. SUERTE') }),
            headers: z.looseObject({
              [VENDOR_SIGNATURE_HEADER]: z.string().describe('Hex HMAC-SHA256 of the raw body'),
            }),
            body: VENDOR_REQUEST_SCHEMAS[action] as z.ZodType,
            response: {
              200: action === 'authenticate' ? vendorAuthenticateAnswerSchema : vendorAnswerSchema,
              400: vendorRequestErrorSchema,
              401: vendorRequestErrorSchema,
              403: vendorRequestErrorSchema,
              500: vendorRequestErrorSchema,
              503: vendorRequestErrorSchema,
            },
          },
        },
        async (request) => {
          const answer = await handle(request.params.vendorCode, request.body as never);
          if (OPERATOR_ALERTS.has(answer.status)) alertOperator(request, request.params.vendorCode, answer);
          return answer;
        },
      );

    route('authenticate', service.authenticate);
    route('balance', service.balance);
    route('bet', service.bet);
    route('win', service.win);
    app.post(
      '/vendor/v1/:vendorCode/win-batch',
      {
        config: { allowWhenClosed: true, securityHeaders: false, compress: false },
        bodyLimit: BATCH_BODY_LIMIT,
        schema: {
          tags: ['vendor-wallet'],
          summary: `Pay many wins (1 to ${VENDOR_WIN_BATCH_MAX}, any players) in one call`,
          description: `${WIN_BATCH_DESCRIPTION}\n\n${DESCRIPTION}`,
          params: z.object({ vendorCode: z.string().describe('The vendor code, e.g. SUERTE') }),
          headers: z.looseObject({
            [VENDOR_SIGNATURE_HEADER]: z.string().describe('Hex HMAC-SHA256 of the raw body'),
          }),
          body: vendorWinBatchRequestSchema,
          response: {
            200: vendorWinBatchAnswerSchema,
            400: vendorRequestErrorSchema,
            401: vendorRequestErrorSchema,
            403: vendorRequestErrorSchema,
            500: vendorRequestErrorSchema,
            503: vendorRequestErrorSchema,
          },
        },
      },
      async (request) => {
        const answer = await service['win-batch'](request.params.vendorCode, request.body);
        for (const [i, result] of answer.results.entries()) {
          if (!OPERATOR_ALERTS.has(result.status)) continue;
          alertOperator(request, request.params.vendorCode, result, request.body.wins[i]!);
        }
        return answer;
      },
    );
    route('rollback', service.rollback);
    route('end-round', service['end-round']);

    app.post(
      '/vendor/v1/:vendorCode/rooms',
      {
        config: { allowWhenClosed: true, securityHeaders: false, compress: false },
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['vendor-wallet'],
          summary: "Report the vendor's PVP rooms and their occupancy (GLS2_roomList shows them)",
          description:
            'Signed like the wallet calls. Each room is kept as of its newest snapshot (`at`); an older snapshot of a room changes nothing.',
          params: z.object({ vendorCode: z.string().describe('The vendor code, e.g. SUERTE') }),
          headers: z.looseObject({
            [VENDOR_SIGNATURE_HEADER]: z.string().describe('Hex HMAC-SHA256 of the raw body'),
          }),
          body: vendorRoomsRequestSchema,
          response: {
            200: vendorRoomsAnswerSchema,
            400: vendorRequestErrorSchema,
            401: vendorRequestErrorSchema,
            403: vendorRequestErrorSchema,
            500: vendorRequestErrorSchema,
            503: vendorRequestErrorSchema,
          },
        },
      },
      async (request) => service.rooms(request.params.vendorCode, request.body),
    );
  };
}
