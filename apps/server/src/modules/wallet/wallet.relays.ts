import {
  accountRecordBodySchema,
  accountRecordResponseSchema,
  merchantWalletBodySchema,
  merchantWalletResponseSchema,
  walletTransferBodySchema,
  walletTransferResponseSchema,
} from '@suerte/contracts';
import { defineRelay } from '../relay/index.js';
import type { TransferService } from '../transfers/index.js';
import type { AccountRecordService } from './account-record.service.js';
import { requestOwner } from './wallet-owner.js';
import type { WalletService } from './wallet.service.js';

export function walletRelays(s: {
  wallets: WalletService;
  transfers: TransferService;
  record: AccountRecordService;
}) {
  return [
    defineRelay({
      name: 'GCS_merchantWallet',
      summary:
        "The member's wallets (main first, then one per vendor) and whether the merchant has a single wallet",
      auth: 'member',
      body: merchantWalletBodySchema,
      response: merchantWalletResponseSchema,
      handler: async (_body, request) => s.wallets.merchantWallets(await requestOwner(request)),
    }),
    defineRelay({
      name: 'GCS_walletTransfer',
      summary:
        'Moves money between the main wallet and a vendor wallet, or recalls every vendor wallet to main',
      auth: 'member',
      body: walletTransferBodySchema,
      response: walletTransferResponseSchema,
      handler: async (body, request) => {
        const owner = await requestOwner(request);
        return 'recallAll' in body
          ? s.transfers.recallAll(owner, body.requestId)
          : s.transfers.transfer(owner, body);
      },
    }),
    defineRelay({
      name: 'ODSFE2_MemTransDet',
      summary: "The account record: every movement of the member's wallets, newest first",
      // The account record is part of the member centre, which trial accounts do not open (spec §4).
      auth: 'member',
      realAccountOnly: true,
      body: accountRecordBodySchema,
      response: accountRecordResponseSchema,
      handler: async (body, request) => s.record.list(await requestOwner(request), body, request.locale),
    }),
  ];
}
