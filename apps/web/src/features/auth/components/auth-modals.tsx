import { lazy, Suspense, type ComponentType } from 'react';
import { useAuthModal, type AuthModal } from '../../../lib/auth-modal-store';
import { loadChunk } from '../../../lib/load-chunk';
import { captureLandingInviteCodes } from '../model/invite-codes';

// The page the visitor arrived on may carry invitation codes (spec §4); the app may navigate away before
// the register dialog opens, so they are read once now.
captureLandingInviteCodes();

type ModalBody = ComponentType<{ onClose: () => void }>;

// Each dialog is its own chunk: the first load of any page carries none of the forms.
const MODALS: Partial<Record<AuthModal, ModalBody>> = {
  login: lazy(() => loadChunk(() => import('./login/login-modal'))),
  register: lazy(() => loadChunk(() => import('./register/register-modal'))),
  forgotPassword: lazy(() => loadChunk(() => import('./password/forgot-password-modal'))),
  changePassword: lazy(() => loadChunk(() => import('./password/change-password-modal'))),
};

/**
 * The identity dialog the auth-modal store names (login, register, forgot or change password), if any.
 * Mount once, inside the router and the toast provider; anything may open one with
 * `useAuthModal.getState().show('login')`.
 */
export function AuthModals() {
  const open = useAuthModal((s) => s.open);
  const close = useAuthModal((s) => s.close);
  const Body = open ? MODALS[open] : undefined;
  if (!Body) return null;
  return (
    <Suspense fallback={null}>
      <Body onClose={close} />
    </Suspense>
  );
}
