import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session-store';
import { MoonIcon, SunIcon } from '../../components/ui/icons';

/** Toggles light and dark; the label says what a press will do. */
export function ThemeSwitch({ testId = 'theme-switch' }: { testId?: string }) {
  const { t } = useTranslation('layout');
  const theme = useSessionStore((s) => s.theme);
  const toggleTheme = useSessionStore((s) => s.toggleTheme);
  const label = theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <button
      type="button"
      className="ui-icon-button header__icon-button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid={testId}
      data-theme-current={theme}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
