import type { LoginResponse, RegisterBody, RegisterMobileBody } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

/** Registration with a username (spec §7: PUT, encrypted). */
export function registerByUsername(body: RegisterBody): Promise<LoginResponse> {
  return api.enc('PUT /wps/member/register', { body });
}

/** Registration with a mobile number and SMS code (spec §7: PUT, encrypted). */
export function registerByMobile(body: RegisterMobileBody): Promise<LoginResponse> {
  return api.enc('PUT /wps/member/register/mobile', { body });
}

/** The account name of the member just registered: a mobile registration makes one up (spec §4). */
export async function registeredAccountName(): Promise<string> {
  return (await api.call('GET /wps/member/info')).account;
}
