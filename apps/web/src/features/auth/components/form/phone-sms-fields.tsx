import type { RefObject } from 'react';
import type { RegisterSettingsResponse } from '@suerte/contracts';
import type { SmsPurpose, SmsTarget } from '../../api/sms';
import { focusField, type Form, type Values } from '../../hooks/use-form';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type PhoneSmsField = 'mobileNum' | 'verificationCode';

/** Where the SMS code goes: the mobile number, or null (its problem shown, the focus on it) when it is not valid. */
export function smsTarget<F extends string>(
  form: Form<F | 'mobileNum'>,
  formElement: HTMLFormElement | null,
  countryDialingCode: string,
): SmsTarget | null {
  if (!form.checkOne('mobileNum')) {
    focusField(formElement, 'mobileNum');
    return null;
  }
  return { mobileNum: form.values.mobileNum.trim(), countryDialingCode };
}

/** The mobile number and the SMS code of a request body, trimmed, with the country dialing code. */
export function phoneAndCode(values: Values<PhoneSmsField>, countryDialingCode: string) {
  return {
    mobileNum: values.mobileNum.trim(),
    countryDialingCode,
    verificationCode: values.verificationCode.trim(),
  };
}

interface PhoneSmsFieldsProps<F extends string> {
  form: Form<F | PhoneSmsField>;
  formRef: RefObject<HTMLFormElement | null>;
  settings: RegisterSettingsResponse;
  purpose: SmsPurpose;
  phoneTestId?: string;
}

/** The mobile number (focused first) and the SMS code sent to it: login and recovery by phone. */
export function PhoneSmsFields<F extends string>(props: PhoneSmsFieldsProps<F>) {
  const { form, formRef, settings, purpose, phoneTestId } = props;
  const target = () => smsTarget(form, formRef.current, settings.limits.countryDialingCode);
  return (
    <>
      <PhoneField binding={form.bind('mobileNum')} settings={settings} autoFocus inputTestId={phoneTestId} />
      <SmsCodeField binding={form.bind('verificationCode')} purpose={purpose} target={target} />
    </>
  );
}
