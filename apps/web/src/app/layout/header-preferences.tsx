import { RegionButton } from './region-button';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

/**
 * Region, language and theme: in the header on desktop, in the menu drawer below it (`inDrawer`, whose
 * controls carry their own test ids so that the two copies never share one).
 */
export function HeaderPreferences({ inDrawer = false }: { inDrawer?: boolean }) {
  const prefix = inDrawer ? 'drawer-' : '';
  return (
    <>
      <RegionButton testId={`${prefix}region-open`} />
      <LanguageSwitch testId={`${prefix}language-switch`} />
      <ThemeSwitch testId={`${prefix}theme-switch`} />
    </>
  );
}
