import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@suerte/contracts/core';

/** A wallet as the pages show it: the main wallet ('MAIN') or a vendor's, with its balance in minor units. */
export interface WalletView {
  vendorCode: string;
  name: string;
  balance: number;
}

/** The wallet's name in the interface language: "Main wallet", or the vendor's name (its code when unknown). */
const NO_WALLETS: readonly Pick<WalletView, 'vendorCode' | 'name'>[] = [];

export function useWalletName(wallets = NO_WALLETS) {
  const { t } = useTranslation('wallet');
  return useCallback(
    (code: string) =>
      code === MAIN_WALLET ? t('mainWallet') : (wallets.find((w) => w.vendorCode === code)?.name ?? code),
    [t, wallets],
  );
}
