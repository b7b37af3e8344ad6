import type { LoginResponse, RegisterBody, RegisterMobileBody } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

/** Registration with a username (spec §7: PUT, encrypted). */
export function registerByUsername(body: RegisterBody): Promise<LoginResponse> {
  return api.putEnc<LoginResponse>('/wps/member/register', body);
}

/** Registration with a mobile number and SMS code (spec §7: PUT, encrypted). */
export function registerByMobile(body: RegisterMobileBody): Promise<LoginResponse> {
  return api.putEnc<LoginResponse>('/wps/member/register/mobile', body);
}
