import type { LoginBody, LoginResponse } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { deviceOs } from '../model/device-os';

/** Username/password or mobile/SMS-code login; the body travels encrypted (spec §7 "Enc"). */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.enc('POST /wps/session/login', { body });
}

/** A demo (non-real, isAgent 4) session for trying the games (spec §7). */
export function freePlayLogin(): Promise<LoginResponse> {
  return api.call('POST /wps/session/login/freeplay', {
    body: { os: deviceOs(), platform: 'W', gatewayVersion: 3 },
  });
}

/** Ends the session on the server. */
export function logout(): Promise<unknown> {
  return api.call('DELETE /wps/session/logout');
}
