/**
 * The auth feature's public surface. `AuthModals` is light: the dialogs and their forms load when one opens.
 * The reset-password route imports its form module directly (components/password/reset-password-form), so
 * nothing of it reaches the first load.
 */
export { AuthModals } from './components/auth-modals';
export { registerSettingsQueryOptions, useRegisterSettings } from './api/register-settings';
