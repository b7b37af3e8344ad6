import type { QrDeposit } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { WalletOwner } from '../wallet/index.js';
import { demoQrPayment, type QrNotificationDelivery } from './qr-demo-provider.js';
import { providerSecret } from './qr-deposits.repository.js';
import type { QrDepositService } from './qr-deposits.service.js';

/**
 * "Pay with demo wallet": the demo provider pays the member's own pending code by sending its signed
 * notification to our endpoint, exactly as a provider would. Only codes of a demo provider (play money on a
 * demo merchant) or of a test deployment's sandbox provider; any other code is not payable this way.
 */
export function createQrDemoPay(db: Database, qr: QrDepositService) {
  return async function demoPay(
    owner: WalletOwner,
    id: number,
    deliver: QrNotificationDelivery,
  ): Promise<QrDeposit> {
    const deposit = await qr.get(owner, id);
    if (!deposit.demoProvider) throw new AppError('FEATURE_DISABLED', undefined, { reason: 'NOT_DEMO' });
    if (deposit.status !== 'pending') return deposit;
    const provider = await db
      .selectFrom('qr_deposits')
      .select('provider_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const secret = await providerSecret(db, provider.provider_code);
    if (!secret || !qr.simulated(provider.provider_code, secret.is_demo))
      throw new AppError('FEATURE_DISABLED', undefined, { reason: 'NOT_DEMO' });
    const notification = demoQrPayment(
      { code: provider.provider_code, secret: secret.webhook_secret },
      deposit,
    );
    const answer = await deliver(notification.path, notification.rawBody, notification.headers);
    if (answer.statusCode >= 500)
      throw new AppError('INTERNAL_ERROR', `demo notification answered ${answer.statusCode}`);
    return qr.get(owner, id);
  };
}
export type QrDemoPay = ReturnType<typeof createQrDemoPay>;
