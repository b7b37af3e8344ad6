import type { z } from 'zod';
import {
  announcementsBodySchema,
  announcementsResponseSchema,
  gameVendorBodySchema,
  gameVendorResponseSchema,
  hotGamesBodySchema,
  hotGamesResponseSchema,
} from './relays.js';
import {
  favouriteChangeBodySchema,
  favouriteIdsBodySchema,
  favouriteIdsResponseSchema,
  favouriteListBodySchema,
  favouriteListResponseSchema,
  gameListBodySchema,
  gameListResponseSchema,
  newGamesBodySchema,
  newGamesResponseSchema,
  rankListBodySchema,
  rankListResponseSchema,
  recentGamesBodySchema,
  recentGamesResponseSchema,
  roomListBodySchema,
  roomListResponseSchema,
  vassGameTypeBodySchema,
  vassGameTypeResponseSchema,
} from './games.js';
import {
  affiliateQuerySchema,
  affiliateResponseSchema,
  captchaResponseSchema,
  changePasswordBodySchema,
  doneResponseSchema,
  forgotByEmailBodySchema,
  forgotByPhoneBodySchema,
  freePlayBodySchema,
  fundsConsolidatedSchema,
  loginBodySchema,
  loginResponseSchema,
  memberInfoSchema,
  memberLanguageResponseSchema,
  registerBodySchema,
  registerMobileBodySchema,
  registerSettingsResponseSchema,
  resetPasswordBodySchema,
  sessionKeyResponseSchema,
  smsNoLoginBodySchema,
  smsRegisterBodySchema,
  smsSentResponseSchema,
} from './identity.js';
import {
  helpCenterQuerySchema,
  helpCenterResponseSchema,
  languageUpdateBodySchema,
  languageUpdateResponseSchema,
  statusResponseSchema,
  whitelabelResponseSchema,
} from './system.js';
import {
  accountRecordBodySchema,
  accountRecordResponseSchema,
  demoDepositBodySchema,
  demoDepositResponseSchema,
  merchantWalletBodySchema,
  merchantWalletResponseSchema,
  walletBalanceSchema,
  walletTransferBodySchema,
  walletTransferResponseSchema,
} from './wallet.js';
import {
  bettingRecordBodySchema,
  bettingRecordResponseSchema,
  profitLossBodySchema,
  profitLossResponseSchema,
} from './game-records.js';
import {
  bankDepositBodySchema,
  bankDepositResultSchema,
  depositListSchema,
  paymentListQuerySchema,
  paymentPasswordStatusSchema,
  setPaymentPasswordBodySchema,
  withdrawalBodySchema,
  withdrawalConfirmBodySchema,
  withdrawalListSchema,
  withdrawalResultSchema,
  withdrawalSchema,
} from './payments.js';
import { paymentChannelListSchema, paymentChannelsQuerySchema } from './payment-channels.js';
import { qrDepositBodySchema, qrDepositResultSchema, qrDepositSchema } from './qr-deposits.js';
import {
  ewalletDepositBodySchema,
  ewalletDepositListSchema,
  ewalletDepositResultSchema,
  ewalletDepositSchema,
  withdrawalQuoteQuerySchema,
  withdrawalQuoteSchema,
} from './ewallet.js';
import { LOTTERY_ENDPOINTS } from './lottery.js';

/**
 * The member API as one table: each endpoint is named by its method and path ("POST /wps/session/login",
 * path parameters as `:name`, relays as "POST /wps/relay/<NAME>") and lists how its body travels, the schema
 * of its body or query and the schema of the envelope's `value`. The web calls endpoints by these names and
 * takes every request and answer type from here (type-only, so no zod reaches the browser), so a path and its
 * types cannot disagree; the server's routes validate with the same schemas (a server test checks every entry
 * against the running routes).
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the body travels: JSON (default), sealed for the server (spec §7 "Enc"), or form-encoded. */
export type EndpointTransport = 'json' | 'enc' | 'form';

export interface EndpointSpec {
  readonly transport?: EndpointTransport;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** The schema of the envelope's value on success. */
  readonly response: z.ZodType;
}

export const ENDPOINTS = {
  // ── system ──
  'GET /wps/system/status': { response: statusResponseSchema },
  'GET /wps/system/whitelabel': { response: whitelabelResponseSchema },
  'GET /wps/system/helpCenter': { query: helpCenterQuerySchema, response: helpCenterResponseSchema },
  'POST /wps/system/language': { body: languageUpdateBodySchema, response: languageUpdateResponseSchema },
  'GET /wps/system/setting/register': { response: registerSettingsResponseSchema },
  // ── identity ──
  'GET /wps/captcha': { response: captchaResponseSchema },
  'GET /wps/session/key': { response: sessionKeyResponseSchema },
  'POST /wps/session/login': { transport: 'enc', body: loginBodySchema, response: loginResponseSchema },
  'POST /wps/session/login/freeplay': { body: freePlayBodySchema, response: loginResponseSchema },
  'DELETE /wps/session/logout': { response: doneResponseSchema },
  'PUT /wps/member/register': { transport: 'enc', body: registerBodySchema, response: loginResponseSchema },
  'PUT /wps/member/register/mobile': {
    transport: 'enc',
    body: registerMobileBodySchema,
    response: loginResponseSchema,
  },
  'GET /wps/member/info': { response: memberInfoSchema },
  'PUT /wps/member/info/language': { body: languageUpdateBodySchema, response: memberLanguageResponseSchema },
  'GET /wps/member/info/funds/consolidated': { response: fundsConsolidatedSchema },
  'POST /wps/member/password': {
    transport: 'enc',
    body: changePasswordBodySchema,
    response: doneResponseSchema,
  },
  'POST /wps/member/password/email': {
    transport: 'form',
    body: forgotByEmailBodySchema,
    response: doneResponseSchema,
  },
  'POST /wps/member/password/verification': {
    transport: 'enc',
    body: forgotByPhoneBodySchema,
    response: doneResponseSchema,
  },
  'POST /wps/member/password/reset': {
    transport: 'enc',
    body: resetPasswordBodySchema,
    response: doneResponseSchema,
  },
  'POST /wps/verification/sms/register': { body: smsRegisterBodySchema, response: smsSentResponseSchema },
  'POST /wps/verification/sms/noLogin': { body: smsNoLoginBodySchema, response: smsSentResponseSchema },
  'GET /wps/agent/affiliate': { query: affiliateQuerySchema, response: affiliateResponseSchema },
  // ── wallet ──
  'GET /wps/v2/wallets/balance': { response: walletBalanceSchema },
  'POST /wps/v2/deposits/demo': { body: demoDepositBodySchema, response: demoDepositResponseSchema },
  // ── payments ──
  'GET /wps/v2/payment-password': { response: paymentPasswordStatusSchema },
  'POST /wps/v2/payment-password': {
    transport: 'enc',
    body: setPaymentPasswordBodySchema,
    response: paymentPasswordStatusSchema,
  },
  'GET /wps/v2/deposits': { query: paymentListQuerySchema, response: depositListSchema },
  'POST /wps/v2/deposits/bank': { body: bankDepositBodySchema, response: bankDepositResultSchema },
  'GET /wps/v2/payment-channels': { query: paymentChannelsQuerySchema, response: paymentChannelListSchema },
  'POST /wps/v2/deposits/qr': { body: qrDepositBodySchema, response: qrDepositResultSchema },
  'GET /wps/v2/deposits/qr/:id': { response: qrDepositSchema },
  'POST /wps/v2/deposits/qr/:id/demo-pay': { response: qrDepositSchema },
  'GET /wps/v2/withdrawals': { query: paymentListQuerySchema, response: withdrawalListSchema },
  'POST /wps/v2/withdrawals': {
    transport: 'enc',
    body: withdrawalBodySchema,
    response: withdrawalResultSchema,
  },
  'POST /wps/v2/withdrawals/:id/confirm': { body: withdrawalConfirmBodySchema, response: withdrawalSchema },
  'POST /wps/v2/deposits/ewallet': { body: ewalletDepositBodySchema, response: ewalletDepositResultSchema },
  'GET /wps/v2/deposits/ewallet': { query: paymentListQuerySchema, response: ewalletDepositListSchema },
  'GET /wps/v2/deposits/ewallet/:id': { response: ewalletDepositSchema },
  'GET /wps/v2/withdrawals/quote': { query: withdrawalQuoteQuerySchema, response: withdrawalQuoteSchema },
  // ── relays ──
  'POST /wps/relay/gameVendor': { body: gameVendorBodySchema, response: gameVendorResponseSchema },
  'POST /wps/relay/MCSFE_getListAnnouncements': {
    body: announcementsBodySchema,
    response: announcementsResponseSchema,
  },
  'POST /wps/relay/hotGamesV2': { body: hotGamesBodySchema, response: hotGamesResponseSchema },
  'POST /wps/relay/GCSGAME_gameList': { body: gameListBodySchema, response: gameListResponseSchema },
  'POST /wps/relay/getVassGameType': { body: vassGameTypeBodySchema, response: vassGameTypeResponseSchema },
  'POST /wps/relay/GCS_recentGame': { body: recentGamesBodySchema, response: recentGamesResponseSchema },
  'POST /wps/relay/GCSGAME_newGames': { body: newGamesBodySchema, response: newGamesResponseSchema },
  'POST /wps/relay/GCSGAME_getRankList': { body: rankListBodySchema, response: rankListResponseSchema },
  'POST /wps/relay/GLS2_roomList': { body: roomListBodySchema, response: roomListResponseSchema },
  'POST /wps/relay/GCSGAME_favGameList': {
    body: favouriteListBodySchema,
    response: favouriteListResponseSchema,
  },
  'POST /wps/relay/GCSGAME_getFavGame': {
    body: favouriteIdsBodySchema,
    response: favouriteIdsResponseSchema,
  },
  'POST /wps/relay/GCSGAME_addFavGame': {
    body: favouriteChangeBodySchema,
    response: favouriteIdsResponseSchema,
  },
  'POST /wps/relay/GCSGAME_removeFavGame': {
    body: favouriteChangeBodySchema,
    response: favouriteIdsResponseSchema,
  },
  'POST /wps/relay/GCS_merchantWallet': {
    body: merchantWalletBodySchema,
    response: merchantWalletResponseSchema,
  },
  'POST /wps/relay/GCS_walletTransfer': {
    body: walletTransferBodySchema,
    response: walletTransferResponseSchema,
  },
  'POST /wps/relay/ODSFE2_MemTransDet': {
    body: accountRecordBodySchema,
    response: accountRecordResponseSchema,
  },
  'POST /wps/relay/GCSFE_bettingRecord': {
    body: bettingRecordBodySchema,
    response: bettingRecordResponseSchema,
  },
  'POST /wps/relay/GCSFE_profitLoss': { body: profitLossBodySchema, response: profitLossResponseSchema },
  // ── lottery (lottery.ts) ──
  ...LOTTERY_ENDPOINTS,
} as const satisfies Record<`${EndpointMethod} /${string}`, EndpointSpec>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;

/** The endpoints whose body travels the given way. */
export type EndpointsSent<T extends EndpointTransport> = {
  [K in EndpointKey]: (Endpoints[K] extends { transport: infer S } ? S : 'json') extends T ? K : never;
}[EndpointKey];

/** What the client sends as the body: the schema's input (before defaults and transforms). */
export type EndpointBody<K extends EndpointKey> = Endpoints[K] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/**
 * What the client sends as the query: the schema's input, except fields the schema coerces from text (their
 * input is `unknown`), which take the parsed type.
 */
export type EndpointQuery<K extends EndpointKey> = Endpoints[K] extends { query: infer S extends z.ZodType }
  ? {
      [F in keyof z.input<S>]: unknown extends z.input<S>[F]
        ? F extends keyof z.output<S>
          ? z.output<S>[F]
          : never
        : z.input<S>[F];
    }
  : never;

/** The envelope's value on success. */
export type EndpointValue<K extends EndpointKey> = z.output<Endpoints[K]['response']>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters (`:id`) of an endpoint, as text. */
export type EndpointParams<K extends EndpointKey> = { [N in ParamNames<K>]: string };

/** Everything a call of K needs: its body, query and path parameters, each present only when K has one. */
export type EndpointRequest<K extends EndpointKey> = ([EndpointBody<K>] extends [never]
  ? { body?: undefined }
  : { body: EndpointBody<K> }) &
  ([EndpointQuery<K>] extends [never] ? { query?: undefined } : { query?: EndpointQuery<K> }) &
  ([ParamNames<K>] extends [never] ? { params?: undefined } : { params: EndpointParams<K> });
