import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useWhitelabel, whitelabelQueryKey } from '../../lib/queries/whitelabel';
import { useSessionStore } from '../../lib/session-store';
import { changeLanguage, languageForMerchant } from '../../lib/language';

/**
 * Keeps the session in step with the merchant the server answered for. Without a stored merchant the
 * server picks one (domain, then visitor country, then default) and the visitor keeps it from then on.
 * A language the merchant does not offer resets to EN (spec §4).
 */
export function useMerchantSync(): void {
  const { data, isPlaceholderData } = useWhitelabel();
  const queryClient = useQueryClient();
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);

  useEffect(() => {
    // The previous merchant's answer shown while the new one loads must not switch anything back.
    if (!data || isPlaceholderData) return;
    const resolved = data.merchant.merchantCode;
    if (merchantCode !== resolved) {
      // Same answer under the new key, so the switch does not fetch it again.
      queryClient.setQueryData(whitelabelQueryKey(resolved, language), data);
      useSessionStore.getState().setMerchant(resolved);
    }
    const wanted = languageForMerchant(language, data.merchant.langList, data.merchant.defaultLanguage);
    if (wanted !== language) void changeLanguage(wanted);
  }, [data, isPlaceholderData, merchantCode, language, queryClient]);
}
