import type { LocalizedText } from '../schema.js';

/**
 * Demo content for the two seeded merchants. Everything here is labelled demo in the database (is_demo)
 * and in its own text; images are generated SVG served by the media module.
 */

export const DEMO_MODULES: Array<{ modId: string; parent: string | null; name: string; enabled: boolean }> = [
  { modId: 'MEMBER', parent: null, name: 'Member', enabled: true },
  { modId: 'REGISTER', parent: 'MEMBER', name: 'Registration', enabled: true },
  { modId: 'REGISTER_MOBILE', parent: 'REGISTER', name: 'Mobile registration', enabled: true },
  { modId: 'REGISTER_SMS_VERIFY', parent: 'REGISTER', name: 'SMS verification', enabled: true },
  {
    modId: 'REGISTER_MOBILE_PASSWORD',
    parent: 'REGISTER',
    name: 'Password with mobile registration',
    enabled: true,
  },
  { modId: 'REGISTER_DIRECT_LINK', parent: 'REGISTER', name: 'Direct registration link', enabled: true },
  { modId: 'LOGIN', parent: 'MEMBER', name: 'Login', enabled: true },
  { modId: 'LOGIN_PHONE', parent: 'LOGIN', name: 'Phone login', enabled: true },
  { modId: 'LOGIN_SMS_CODE', parent: 'LOGIN', name: 'Verification-code login', enabled: true },
  { modId: 'LOGIN_FIREBASE', parent: 'LOGIN', name: 'Social sign-in', enabled: false },
  { modId: 'FREE_PLAY', parent: 'LOGIN', name: 'Free play', enabled: true },
  { modId: 'PASSWORD_EXPIRY', parent: 'MEMBER', name: 'Forced password-expiry change', enabled: true },
  { modId: 'PASSWORD_PHONE_RECOVERY', parent: 'MEMBER', name: 'Phone recovery', enabled: true },
  { modId: 'PHONE_COUNTRY_CODE', parent: 'MEMBER', name: 'Country code in phone field', enabled: true },
  { modId: 'PROMOTIONS', parent: null, name: 'Promotions', enabled: true },
  { modId: 'POINT_MALL', parent: null, name: 'Point mall', enabled: true },
  { modId: 'AGENT', parent: null, name: 'Agent centre', enabled: true },
  { modId: 'APP_DOWNLOAD', parent: null, name: 'App download', enabled: true },
  { modId: 'ANNOUNCEMENTS', parent: null, name: 'Announcements', enabled: true },
  { modId: 'HELP_CENTER', parent: null, name: 'Help centre', enabled: true },
  { modId: 'CUSTOMER_SERVICE', parent: null, name: 'Customer service', enabled: true },
];

export interface DemoMerchant {
  code: string;
  name: string;
  countryCode: string;
  countryName: string;
  currency: string;
  languages: string[];
  isDefault: boolean;
  sort: number;
  domains: Array<{ domain: string; isMain: boolean }>;
  serviceLink: string;
  about: LocalizedText;
  /** The legal age the demo terms state. */
  minimumAge: number;
  /** Demo support contacts (labelled demo); the link is what ops support:set builds from the value. */
  contacts: Array<{ type: string; label: string; value: string; link: string }>;
  categories: Record<string, string[]>;
}

const aboutPh: LocalizedText = {
  en: 'Suerte Philippines (demo) is a play-money demonstration of the Suerte gaming portal. Play responsibly: 21+ only.',
  tl: 'Ang Suerte Philippines (demo) ay isang demonstrasyon ng Suerte gaming portal gamit ang play money. Maglaro nang responsable: 21+ lamang.',
};
const aboutTh: LocalizedText = {
  en: 'Suerte Thailand (demo) is a play-money demonstration of the Suerte gaming portal. Play responsibly: 20+ only.',
  th: 'Suerte Thailand (เดโม) เป็นการสาธิตพอร์ทัลเกม Suerte ด้วยเงินสมมติ เล่นอย่างมีความรับผิดชอบ: อายุ 20 ปีขึ้นไปเท่านั้น',
};

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    code: 'SUERTE_PH',
    name: 'Suerte Philippines',
    countryCode: 'PH',
    countryName: 'Philippines',
    currency: 'PHP',
    languages: ['en', 'tl'],
    isDefault: true,
    sort: 1,
    domains: [
      { domain: 'localhost', isMain: true },
      { domain: 'ph.suerte.example', isMain: false },
    ],
    serviceLink: '/help#contact-us',
    about: aboutPh,
    minimumAge: 21,
    contacts: [
      { type: 'LIVECHAT', label: 'Live chat (demo)', value: '', link: '/help#contact-us' },
      {
        type: 'WHATSAPP',
        label: 'WhatsApp (demo)',
        value: '+63 917 555 0100',
        link: 'https://wa.me/639175550100',
      },
      {
        type: 'MESSENGER',
        label: 'Messenger (demo)',
        value: 'suerte.ph.demo',
        link: 'https://m.me/suerte.ph.demo',
      },
      {
        type: 'VIBER',
        label: 'Viber (demo)',
        value: '+63 917 555 0100',
        link: 'viber://chat?number=%2B639175550100',
      },
      {
        type: 'TELEGRAM',
        label: 'Telegram (demo)',
        value: '@suerte_ph_demo',
        link: 'https://t.me/suerte_ph_demo',
      },
      { type: 'PHONE', label: 'Phone (demo)', value: '+63 2 8555 0100', link: 'tel:+63285550100' },
      {
        type: 'EMAIL',
        label: 'E-mail (demo)',
        value: 'support@ph.suerte.example',
        link: 'mailto:support@ph.suerte.example',
      },
    ],
    categories: {
      SUERTE: ['RNG', 'LIVE', 'FISH', 'ARCADE', 'LOTT', 'ELOTT', 'BINGO', 'PVP', 'COCKFIGHT', 'SPORTS'],
      SIMVENDOR: ['LIVE', 'YB', 'FISH', 'COCKFIGHT', 'SPORTS', 'PVP'],
    },
  },
  {
    code: 'SUERTE_TH',
    name: 'Suerte Thailand',
    countryCode: 'TH',
    countryName: 'Thailand',
    currency: 'THB',
    languages: ['en', 'th'],
    isDefault: false,
    sort: 2,
    domains: [{ domain: 'th.suerte.example', isMain: true }],
    serviceLink: '/help#contact-us',
    about: aboutTh,
    minimumAge: 20,
    contacts: [
      { type: 'LIVECHAT', label: 'Live chat (demo)', value: '', link: '/help#contact-us' },
      {
        type: 'LINE',
        label: 'LINE (demo)',
        value: '@suerte-th-demo',
        link: 'https://line.me/R/ti/p/%40suerte-th-demo',
      },
      {
        type: 'MESSENGER',
        label: 'Messenger (demo)',
        value: 'suerte.th.demo',
        link: 'https://m.me/suerte.th.demo',
      },
      { type: 'PHONE', label: 'Phone (demo)', value: '+66 2 555 0100', link: 'tel:+6625550100' },
      {
        type: 'EMAIL',
        label: 'E-mail (demo)',
        value: 'support@th.suerte.example',
        link: 'mailto:support@th.suerte.example',
      },
    ],
    categories: {
      SUERTE: ['RNG', 'LIVE', 'FISH', 'ARCADE', 'LOTT', 'ELOTT', 'PVP', 'SPORTS'],
      SIMVENDOR: ['LIVE', 'FISH', 'SPORTS', 'PVP'],
    },
  },
];

export const DEMO_VENDORS = [
  { code: 'SUERTE', name: 'Suerte Originals', iconUrl: '/media/vendor/suerte-originals.svg' },
  { code: 'SIMVENDOR', name: 'Simulator Studio (demo)', iconUrl: '/media/vendor/simulator-studio.svg' },
];

export const LANE_TITLES: Record<string, LocalizedText> = {
  RNG: { en: 'Slots', tl: 'Slots', th: 'สล็อต', vi: 'Slot', id: 'Slot' },
  LIVE: {
    en: 'Live casino',
    tl: 'Live casino',
    th: 'คาสิโนสด',
    vi: 'Sòng bài trực tiếp',
    id: 'Kasino langsung',
  },
  YB: { en: 'YB games', tl: 'Mga larong YB', th: 'เกม YB', vi: 'Trò chơi YB', id: 'Permainan YB' },
  FISH: { en: 'Fishing', tl: 'Pangingisda', th: 'ยิงปลา', vi: 'Bắn cá', id: 'Tembak ikan' },
  BINGO: { en: 'Bingo', tl: 'Bingo', th: 'บิงโก', vi: 'Bingo', id: 'Bingo' },
  ELOTT: { en: 'E-lottery', tl: 'E-lottery', th: 'อี-ลอตเตอรี่', vi: 'Xổ số điện tử', id: 'E-lotere' },
  LOTT: { en: 'Lottery', tl: 'Lotto', th: 'ลอตเตอรี่', vi: 'Xổ số', id: 'Lotere' },
  COCKFIGHT: { en: 'Cockfight', tl: 'Sabong', th: 'ชนไก่', vi: 'Đá gà', id: 'Sabung ayam' },
  SPORTS: { en: 'Sports', tl: 'Palakasan', th: 'กีฬา', vi: 'Thể thao', id: 'Olahraga' },
  PVP: { en: 'Poker PVP', tl: 'Poker PVP', th: 'โป๊กเกอร์ PVP', vi: 'Poker PVP', id: 'Poker PVP' },
  ARCADE: { en: 'Arcade', tl: 'Arcade', th: 'อาร์เคด', vi: 'Trò chơi arcade', id: 'Arkade' },
};

export interface DemoResource {
  type: string;
  group: string | null;
  title: LocalizedText;
  url: string;
  linkageType: string | null;
  linkUrl: string | null;
}

export const DEMO_RESOURCES: DemoResource[] = [
  {
    type: 'LOGO',
    group: null,
    title: { en: 'Suerte' },
    url: '/media/logo/suerte.svg',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'BANNER',
    group: 'w_home',
    title: {
      en: 'Welcome to Suerte (demo)',
      tl: 'Maligayang pagdating sa Suerte (demo)',
      th: 'ยินดีต้อนรับสู่ Suerte (เดโม)',
    },
    url: '/media/banner/welcome-to-suerte.svg',
    linkageType: 'INTERNAL',
    linkUrl: '/promotions',
  },
  {
    type: 'BANNER',
    group: 'w_home',
    title: {
      en: 'Vietnamese lotteries (demo)',
      tl: 'Mga loterya ng Vietnam (demo)',
      th: 'ลอตเตอรี่เวียดนาม (เดโม)',
    },
    url: '/media/banner/vietnamese-lotteries.svg',
    linkageType: 'INTERNAL',
    linkUrl: '/elott',
  },
  {
    type: 'BANNER',
    group: 'w_home',
    title: { en: 'Play responsibly', tl: 'Maglaro nang responsable', th: 'เล่นอย่างมีความรับผิดชอบ' },
    url: '/media/banner/play-responsibly.svg',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'BANNER',
    group: 'w_login',
    title: { en: 'Suerte members (demo)' },
    url: '/media/banner/suerte-members.svg',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'PARTNER_LOGO',
    group: null,
    title: { en: 'Play responsibly' },
    url: '/media/partner/play-responsibly.svg',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'PARTNER_LOGO',
    group: null,
    title: { en: 'Fair RNG' },
    url: '/media/partner/fair-rng.svg',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'PARTNER_LOGO',
    group: null,
    title: { en: 'Secure payments' },
    url: '/media/partner/secure-payments.svg',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'APP_IOS',
    group: null,
    title: { en: 'iOS app (demo)' },
    url: '/download/ios',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'APP_ANDROID',
    group: null,
    title: { en: 'Android app (demo)' },
    url: '/download/android',
    linkageType: null,
    linkUrl: null,
  },
  {
    type: 'AFFILIATE',
    group: null,
    title: { en: 'Become an agent' },
    url: '/help#affiliate',
    linkageType: null,
    linkUrl: null,
  },
];
