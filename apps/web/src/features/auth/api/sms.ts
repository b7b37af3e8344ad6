import type { SmsSentResponse } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

/** Why an SMS code is asked for: registration (username or mobile tab), login or password recovery. */
export type SmsPurpose = 'username' | 'mobile' | 'login' | 'forgot';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** Registration codes go to /register (with `mobileNo`), the others to /noLogin (spec §7). */
export function sendSmsCode(purpose: SmsPurpose, target: SmsTarget): Promise<SmsSentResponse> {
  if (purpose === 'username' || purpose === 'mobile') {
    return api.post<SmsSentResponse>('/wps/verification/sms/register', {
      mobileNo: target.mobileNum,
      countryDialingCode: target.countryDialingCode,
      regType: purpose,
    });
  }
  return api.post<SmsSentResponse>('/wps/verification/sms/noLogin', { ...target, regType: purpose });
}
