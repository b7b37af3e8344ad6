import type { ReactNode } from 'react';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import { Loading } from '../../../../components/ui/loading';
import { ErrorState } from '../../../../components/ui/error-state';
import { useRegisterSettings } from '../../api/register-settings';

/** Renders its content once the merchant's identity settings are there; loading and failure otherwise. */
export function WithSettings({ children }: { children: (settings: RegisterSettingsResponse) => ReactNode }) {
  const settings = useRegisterSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data)}</>;
}
