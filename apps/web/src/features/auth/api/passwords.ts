import type { EndpointBody, EndpointValue } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

type Done = EndpointValue<'POST /wps/member/password'>;
export type ChangePasswordBody = EndpointBody<'POST /wps/member/password'>;
export type ForgotByPhoneBody = EndpointBody<'POST /wps/member/password/verification'>;
export type ResetPasswordBody = EndpointBody<'POST /wps/member/password/reset'>;

/** The member's own change; afterwards every session of the member has ended (spec §4). */
export function changePassword(body: ChangePasswordBody): Promise<Done> {
  return api.enc('POST /wps/member/password', { body });
}

/** Sends a reset link; the answer is the same whether or not the account exists. Form-encoded (spec §7). */
export function forgotByEmail(username: string, email: string): Promise<Done> {
  return api.form('POST /wps/member/password/email', { body: { username, email } });
}

export function forgotByPhone(body: ForgotByPhoneBody): Promise<Done> {
  return api.enc('POST /wps/member/password/verification', { body });
}

/** A new password for the token of a reset link (/reset-password?token=…). */
export function resetPassword(body: ResetPasswordBody): Promise<Done> {
  return api.enc('POST /wps/member/password/reset', { body });
}
