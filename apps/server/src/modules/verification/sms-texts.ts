import type { Locale } from '@suerte/contracts';

type SmsText = (code: string, minutes: number) => string;

/** The verification SMS in each interface language (the language of the request that asked for it). */
const CODE_TEXTS: Record<Locale, SmsText> = {
  en: (code, minutes) => `Your Suerte verification code is ${code}. It expires in ${minutes} minutes.`,
  tl: (code, minutes) =>
    `Ang iyong Suerte verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto.`,
  th: (code, minutes) => `รหัสยืนยัน Suerte ของคุณคือ ${code} รหัสจะหมดอายุใน ${minutes} นาที`,
  vi: (code, minutes) => `Mã xác minh Suerte của bạn là ${code}. Mã sẽ hết hạn sau ${minutes} phút.`,
  id: (code, minutes) =>
    `Kode verifikasi Suerte Anda adalah ${code}. Kode ini kedaluwarsa dalam ${minutes} menit.`,
};

export function smsCodeText(locale: Locale, code: string, minutes: number): string {
  return CODE_TEXTS[locale](code, minutes);
}
