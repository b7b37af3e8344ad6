import type { ErrorCode, Locale } from '@suerte/contracts';

type Catalog = Record<ErrorCode | 'OK', string>;

/** Human text of each response code, in every interface language. */
const MESSAGES: Record<Locale, Catalog> = {
  en: {
    OK: 'OK',
    VALIDATION_FAILED: 'Some fields are not valid.',
    UNAUTHORIZED: 'Not logged in, please log in.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'Not found.',
    CONFLICT: 'This conflicts with the current state. Please refresh and try again.',
    RATE_LIMITED: 'Too many requests. Please retry after 5 minutes.',
    MAINTENANCE: 'The site is under maintenance.',
    REGION_RESTRICTED: 'Access from your location is not available.',
    UNKNOWN_RELAY: 'Unknown call.',
    UNSUPPORTED_LANGUAGE: 'Unsupported language.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    INTERNAL_ERROR: 'Unknown error. Please try again later.',
  },
  tl: {
    OK: 'OK',
    VALIDATION_FAILED: 'May mga field na hindi wasto.',
    UNAUTHORIZED: 'Hindi naka-log in, mangyaring mag-log in.',
    FORBIDDEN: 'Hindi ka pinapayagang gawin ito.',
    NOT_FOUND: 'Hindi natagpuan.',
    CONFLICT: 'Salungat ito sa kasalukuyang estado. Paki-refresh at subukang muli.',
    RATE_LIMITED: 'Masyadong maraming kahilingan. Subukang muli pagkalipas ng 5 minuto.',
    MAINTENANCE: 'Kasalukuyang inaayos ang site.',
    REGION_RESTRICTED: 'Hindi available ang access mula sa iyong lokasyon.',
    UNKNOWN_RELAY: 'Hindi kilalang tawag.',
    UNSUPPORTED_LANGUAGE: 'Hindi suportadong wika.',
    PAYLOAD_TOO_LARGE: 'Masyadong malaki ang kahilingan.',
    INTERNAL_ERROR: 'Hindi kilalang error. Pakisubukang muli mamaya.',
  },
  th: {
    OK: 'ตกลง',
    VALIDATION_FAILED: 'ข้อมูลบางช่องไม่ถูกต้อง',
    UNAUTHORIZED: 'ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ',
    FORBIDDEN: 'คุณไม่ได้รับอนุญาตให้ทำรายการนี้',
    NOT_FOUND: 'ไม่พบข้อมูล',
    CONFLICT: 'ขัดแย้งกับสถานะปัจจุบัน กรุณารีเฟรชแล้วลองใหม่',
    RATE_LIMITED: 'มีคำขอมากเกินไป กรุณาลองใหม่หลังจาก 5 นาที',
    MAINTENANCE: 'เว็บไซต์อยู่ระหว่างการปรับปรุง',
    REGION_RESTRICTED: 'ไม่สามารถเข้าใช้งานจากตำแหน่งของคุณได้',
    UNKNOWN_RELAY: 'ไม่รู้จักคำขอนี้',
    UNSUPPORTED_LANGUAGE: 'ไม่รองรับภาษานี้',
    PAYLOAD_TOO_LARGE: 'คำขอมีขนาดใหญ่เกินไป',
    INTERNAL_ERROR: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ กรุณาลองใหม่ภายหลัง',
  },
  vi: {
    OK: 'OK',
    VALIDATION_FAILED: 'Một số trường không hợp lệ.',
    UNAUTHORIZED: 'Chưa đăng nhập, vui lòng đăng nhập.',
    FORBIDDEN: 'Bạn không được phép thực hiện thao tác này.',
    NOT_FOUND: 'Không tìm thấy.',
    CONFLICT: 'Xung đột với trạng thái hiện tại. Vui lòng làm mới và thử lại.',
    RATE_LIMITED: 'Quá nhiều yêu cầu. Vui lòng thử lại sau 5 phút.',
    MAINTENANCE: 'Trang web đang bảo trì.',
    REGION_RESTRICTED: 'Không thể truy cập từ vị trí của bạn.',
    UNKNOWN_RELAY: 'Yêu cầu không xác định.',
    UNSUPPORTED_LANGUAGE: 'Ngôn ngữ không được hỗ trợ.',
    PAYLOAD_TOO_LARGE: 'Yêu cầu quá lớn.',
    INTERNAL_ERROR: 'Lỗi không xác định. Vui lòng thử lại sau.',
  },
  id: {
    OK: 'OK',
    VALIDATION_FAILED: 'Beberapa kolom tidak valid.',
    UNAUTHORIZED: 'Belum masuk, silakan masuk.',
    FORBIDDEN: 'Anda tidak diizinkan melakukan ini.',
    NOT_FOUND: 'Tidak ditemukan.',
    CONFLICT: 'Bertentangan dengan keadaan saat ini. Silakan muat ulang dan coba lagi.',
    RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi setelah 5 menit.',
    MAINTENANCE: 'Situs sedang dalam pemeliharaan.',
    REGION_RESTRICTED: 'Akses dari lokasi Anda tidak tersedia.',
    UNKNOWN_RELAY: 'Panggilan tidak dikenal.',
    UNSUPPORTED_LANGUAGE: 'Bahasa tidak didukung.',
    PAYLOAD_TOO_LARGE: 'Permintaan terlalu besar.',
    INTERNAL_ERROR: 'Kesalahan tidak diketahui. Silakan coba lagi nanti.',
  },
};

export function messageFor(code: ErrorCode | 'OK', locale: Locale): string {
  return MESSAGES[locale][code];
}

export const MESSAGE_CATALOGS = MESSAGES;
