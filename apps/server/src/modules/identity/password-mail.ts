import type { Locale } from '@suerte/contracts';

/** The password-reset mail in the member's language. */
const TEXTS: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: '{site}: reset your password',
    body: 'Someone asked to reset the password of your {site} account.\n\nOpen this link within {minutes} minutes to choose a new password:\n{link}\n\nIf it was not you, ignore this mail; your password stays as it is.',
  },
  tl: {
    subject: '{site}: i-reset ang iyong password',
    body: 'May humiling na i-reset ang password ng iyong {site} account.\n\nBuksan ang link na ito sa loob ng {minutes} minuto para pumili ng bagong password:\n{link}\n\nKung hindi ikaw ito, huwag pansinin ang mail na ito; hindi magbabago ang iyong password.',
  },
  th: {
    subject: '{site}: รีเซ็ตรหัสผ่านของคุณ',
    body: 'มีผู้ขอรีเซ็ตรหัสผ่านบัญชี {site} ของคุณ\n\nเปิดลิงก์นี้ภายใน {minutes} นาทีเพื่อตั้งรหัสผ่านใหม่:\n{link}\n\nหากไม่ใช่คุณ ไม่ต้องทำอะไร รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
  vi: {
    subject: '{site}: đặt lại mật khẩu',
    body: 'Có người yêu cầu đặt lại mật khẩu tài khoản {site} của bạn.\n\nMở liên kết này trong vòng {minutes} phút để chọn mật khẩu mới:\n{link}\n\nNếu không phải bạn, hãy bỏ qua thư này; mật khẩu của bạn không thay đổi.',
  },
  id: {
    subject: '{site}: atur ulang kata sandi Anda',
    body: 'Seseorang meminta atur ulang kata sandi akun {site} Anda.\n\nBuka tautan ini dalam {minutes} menit untuk memilih kata sandi baru:\n{link}\n\nJika bukan Anda, abaikan email ini; kata sandi Anda tetap sama.',
  },
};

export function resetMail(locale: Locale, site: string, link: string, minutes: number) {
  const fill = (text: string) =>
    text.replaceAll('{site}', site).replaceAll('{link}', link).replaceAll('{minutes}', String(minutes));
  const t = TEXTS[locale] ?? TEXTS.en;
  return { subject: fill(t.subject), text: fill(t.body) };
}
