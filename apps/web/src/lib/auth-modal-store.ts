import { create } from 'zustand';

/** The identity dialogs; one at a time. Any part of the app may ask for one, the shell renders it. */
export type AuthModal = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'needRealAccount';

export interface AuthModalState {
  open: AuthModal | null;
  /** Why the change-password dialog is shown (first login with the weak password, or expiry). */
  reason: 'weak' | 'expired' | null;
  show(modal: AuthModal, reason?: 'weak' | 'expired' | null): void;
  close(): void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  open: null,
  reason: null,
  show(open, reason = null) {
    set({ open, reason });
  },
  close() {
    set({ open: null, reason: null });
  },
}));
