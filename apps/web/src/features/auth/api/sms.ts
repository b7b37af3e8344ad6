import type { EndpointBody, SmsSentResponse } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

/** Why an SMS code is asked for: registration (username or mobile tab), login or password recovery. */
export type SmsPurpose = NonNullable<
  | EndpointBody<'POST /wps/verification/sms/register'>['regType']
  | EndpointBody<'POST /wps/verification/sms/noLogin'>['regType']
>;

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** Registration codes go to /register (with `mobileNo`), the others to /noLogin (spec §7). */
export function sendSmsCode(purpose: SmsPurpose, target: SmsTarget): Promise<SmsSentResponse> {
  if (purpose === 'username' || purpose === 'mobile') {
    return api.call('POST /wps/verification/sms/register', {
      body: { mobileNo: target.mobileNum, countryDialingCode: target.countryDialingCode, regType: purpose },
    });
  }
  return api.call('POST /wps/verification/sms/noLogin', { body: { ...target, regType: purpose } });
}
