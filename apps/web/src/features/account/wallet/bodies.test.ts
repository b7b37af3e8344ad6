import type {
  bankDepositBodySchema,
  demoDepositBodySchema,
  walletTransferBodySchema,
  withdrawalBodySchema,
  withdrawalConfirmBodySchema,
} from '@suerte/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { confirmWithdrawal, requestBankDeposit, requestWithdrawal } from '../payments/payments-api';
import { demoDeposit, transferFunds } from './wallet-api';

/** What a server schema accepts as input (zod keeps it on the schema's type). */
type Accepted<S extends { _zod: { input: unknown } }> = S['_zod']['input'];

// Checked by the type checker (npm run typecheck): a body the web declares apart from the server's schema
// (as the transfer body once was) fails here.
describe('the money calls take exactly the bodies the server accepts', () => {
  it('wallet', () => {
    expectTypeOf(transferFunds).parameter(0).toEqualTypeOf<Accepted<typeof walletTransferBodySchema>>();
    expectTypeOf(demoDeposit).parameter(0).toEqualTypeOf<Accepted<typeof demoDepositBodySchema>>();
  });

  it('payments', () => {
    expectTypeOf(requestBankDeposit).parameter(0).toEqualTypeOf<Accepted<typeof bankDepositBodySchema>>();
    expectTypeOf(requestWithdrawal).parameter(0).toEqualTypeOf<Accepted<typeof withdrawalBodySchema>>();
    expectTypeOf(confirmWithdrawal)
      .parameter(1)
      .toEqualTypeOf<Accepted<typeof withdrawalConfirmBodySchema>>();
  });
});
