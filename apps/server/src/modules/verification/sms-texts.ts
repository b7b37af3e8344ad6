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

/** Sent instead of a code when someone asks to register a number that already has an account. */
const ALREADY_REGISTERED_TEXTS: Record<Locale, string> = {
  en: 'Someone asked to register a new Suerte account with this number, which already has one. Log in, or reset your password if you forgot it.',
  tl: 'May humiling na magrehistro ng bagong Suerte account gamit ang numerong ito, na mayroon nang account. Mag-log in, o i-reset ang iyong password kung nakalimutan mo ito.',
  th: 'มีผู้ขอสมัครบัญชี Suerte ใหม่ด้วยหมายเลขนี้ ซึ่งมีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบ หรือรีเซ็ตรหัสผ่านหากคุณลืม',
  vi: 'Có người yêu cầu đăng ký tài khoản Suerte mới bằng số này, nhưng số này đã có tài khoản. Hãy đăng nhập, hoặc đặt lại mật khẩu nếu bạn quên.',
  id: 'Seseorang meminta pendaftaran akun Suerte baru dengan nomor ini, yang sudah memiliki akun. Silakan masuk, atau atur ulang kata sandi jika Anda lupa.',
};

export function smsAlreadyRegisteredText(locale: Locale): string {
  return ALREADY_REGISTERED_TEXTS[locale];
}
