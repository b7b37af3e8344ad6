import type { LocalizedText } from '../schema.js';

/**
 * Demo terms and conditions (labelled demo): what the registration terms popup shows until the operator sets the
 * merchant's own. Paragraphs are separated by a blank line. {site} and {age} are filled per merchant.
 */
const TEMPLATE: LocalizedText = {
  en: [
    '{site} terms and conditions (demo text).',
    'You must be at least {age} years old and allowed to play where you live. One account per person; the details you register must be true.',
    'This is a play-money demonstration: balances have no cash value and cannot be withdrawn as money.',
    'Keep your password to yourself. We may suspend accounts used for fraud, collusion or abuse of promotions.',
    'Play responsibly. Set limits, take breaks, and contact customer service if gaming stops being fun.',
  ].join('\n\n'),
  tl: [
    'Mga tuntunin at kundisyon ng {site} (demo na teksto).',
    'Dapat ay hindi bababa sa {age} taong gulang ka at pinapayagang maglaro kung saan ka nakatira. Isang account bawat tao; dapat totoo ang mga detalyeng irerehistro mo.',
    'Ito ay demonstrasyon gamit ang play money: walang halagang pera ang mga balanse at hindi ito maaaring i-withdraw bilang pera.',
    'Huwag ibahagi ang iyong password. Maaari naming suspindihin ang mga account na ginagamit sa panloloko, sabwatan o pang-aabuso sa mga promosyon.',
    'Maglaro nang responsable. Magtakda ng limitasyon, magpahinga, at makipag-ugnayan sa customer service kung hindi na masaya ang paglalaro.',
  ].join('\n\n'),
  th: [
    'ข้อกำหนดและเงื่อนไขของ {site} (ข้อความตัวอย่าง)',
    'คุณต้องมีอายุอย่างน้อย {age} ปีและได้รับอนุญาตให้เล่นในพื้นที่ที่คุณอาศัยอยู่ หนึ่งบัญชีต่อหนึ่งคน ข้อมูลที่ลงทะเบียนต้องเป็นความจริง',
    'นี่คือการสาธิตด้วยเงินสมมติ ยอดเงินไม่มีมูลค่าเป็นเงินสดและไม่สามารถถอนเป็นเงินได้',
    'เก็บรหัสผ่านไว้เป็นความลับ เราอาจระงับบัญชีที่ใช้ในการฉ้อโกง สมรู้ร่วมคิด หรือใช้โปรโมชั่นในทางที่ผิด',
    'เล่นอย่างมีความรับผิดชอบ กำหนดขีดจำกัด พักเป็นระยะ และติดต่อฝ่ายบริการลูกค้าหากการเล่นไม่สนุกอีกต่อไป',
  ].join('\n\n'),
  vi: [
    'Điều khoản và điều kiện của {site} (văn bản mẫu).',
    'Bạn phải từ {age} tuổi trở lên và được phép chơi tại nơi bạn sống. Mỗi người một tài khoản; thông tin đăng ký phải là thật.',
    'Đây là bản trình diễn bằng tiền ảo: số dư không có giá trị tiền mặt và không thể rút thành tiền.',
    'Hãy giữ bí mật mật khẩu. Chúng tôi có thể tạm khóa tài khoản dùng để gian lận, thông đồng hoặc lạm dụng khuyến mãi.',
    'Hãy chơi có trách nhiệm. Đặt giới hạn, nghỉ ngơi và liên hệ chăm sóc khách hàng nếu việc chơi không còn vui.',
  ].join('\n\n'),
  id: [
    'Syarat dan ketentuan {site} (teks demo).',
    'Anda harus berusia minimal {age} tahun dan diizinkan bermain di tempat tinggal Anda. Satu akun per orang; data yang Anda daftarkan harus benar.',
    'Ini adalah demonstrasi dengan uang mainan: saldo tidak memiliki nilai tunai dan tidak dapat ditarik sebagai uang.',
    'Jaga kerahasiaan kata sandi Anda. Kami dapat menangguhkan akun yang digunakan untuk penipuan, kolusi, atau penyalahgunaan promosi.',
    'Bermainlah secara bertanggung jawab. Tetapkan batas, beristirahatlah, dan hubungi layanan pelanggan jika bermain tidak lagi menyenangkan.',
  ].join('\n\n'),
};

export function demoTerms(site: string, age: number): LocalizedText {
  const out: LocalizedText = {};
  for (const [locale, text] of Object.entries(TEMPLATE))
    out[locale] = text.replaceAll('{site}', site).replaceAll('{age}', String(age));
  return out;
}
