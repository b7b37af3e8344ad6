import { api } from '../../../lib/api-client';

interface Done {
  done: true;
}

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ForgotByPhoneBody {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The member's own change; afterwards every session of the member has ended (spec §4). */
export function changePassword(body: ChangePasswordBody): Promise<Done> {
  return api.postEnc<Done>('/wps/member/password', body);
}

/** Sends a reset link; the answer is the same whether or not the account exists. Form-encoded (spec §7). */
export function forgotByEmail(username: string, email: string): Promise<Done> {
  return api.postForm<Done>('/wps/member/password/email', { username, email });
}

export function forgotByPhone(body: ForgotByPhoneBody): Promise<Done> {
  return api.postEnc<Done>('/wps/member/password/verification', body);
}

/** A new password for the token of a reset link (/reset-password?token=…). */
export function resetPassword(body: ResetPasswordBody): Promise<Done> {
  return api.postEnc<Done>('/wps/member/password/reset', body);
}
