/**
 * The demo catalogue's names in the other languages, for part of its word lists: a game whose adjective and noun
 * both have a translation in a language is named in it too (its edition, a product word like "Megaways", stays
 * as it is); every other game has its English name only, which members of that language see and search (the
 * English fallback). About one game in twenty is named in Tagalog, Vietnamese and Indonesian, a little fewer in
 * Thai.
 */
export interface DemoLanguageWords {
  /** Tagalog puts the adjective first (with its linker: "Gintong", "Ligaw na"); the others put the noun first. */
  adjectiveFirst: boolean;
  /** Between the two words: a space, none in Thai. */
  joiner: string;
  adjectives: Readonly<Record<string, string>>;
  nouns: Readonly<Record<string, string>>;
}

export const DEMO_NAME_LANGUAGES = ['tl', 'th', 'vi', 'id'] as const;
export type DemoNameLanguage = (typeof DEMO_NAME_LANGUAGES)[number];

export const DEMO_TRANSLATED_WORDS: Readonly<Record<DemoNameLanguage, DemoLanguageWords>> = {
  tl: {
    adjectiveFirst: true,
    joiner: ' ',
    adjectives: {
      Golden: 'Gintong',
      Lucky: 'Masuwerteng',
      Mystic: 'Misteryosong',
      Wild: 'Ligaw na',
      Royal: 'Maharlikang',
      Crystal: 'Kristal na',
      Hidden: 'Nakatagong',
      Ancient: 'Sinaunang',
      Silver: 'Pilak na',
      Magic: 'Mahiwagang',
      Diamond: 'Diyamanteng',
      Midnight: 'Hatinggabing',
    },
    nouns: {
      Riches: 'Yaman',
      Treasure: 'Kayamanan',
      Temple: 'Templo',
      Kingdom: 'Kaharian',
      Garden: 'Hardin',
      Palace: 'Palasyo',
      Pearls: 'Perlas',
      Stars: 'Bituin',
      Moons: 'Buwan',
      Coins: 'Barya',
      Crowns: 'Korona',
      Lanterns: 'Parol',
    },
  },
  th: {
    adjectiveFirst: false,
    joiner: '',
    adjectives: {
      Golden: 'ทองคำ',
      Lucky: 'นำโชค',
      Mystic: 'ลึกลับ',
      Royal: 'หลวง',
      Crystal: 'คริสตัล',
      Hidden: 'ที่ซ่อนอยู่',
      Ancient: 'โบราณ',
      Silver: 'เงิน',
      Magic: 'วิเศษ',
      Diamond: 'เพชร',
      Midnight: 'เที่ยงคืน',
    },
    nouns: {
      Riches: 'ความมั่งคั่ง',
      Treasure: 'สมบัติ',
      Temple: 'วิหาร',
      Kingdom: 'อาณาจักร',
      Garden: 'สวน',
      Palace: 'พระราชวัง',
      Pearls: 'ไข่มุก',
      Stars: 'ดวงดาว',
      Moons: 'ดวงจันทร์',
      Coins: 'เหรียญ',
      Crowns: 'มงกุฎ',
      Lanterns: 'โคมไฟ',
    },
  },
  vi: {
    adjectiveFirst: false,
    joiner: ' ',
    adjectives: {
      Golden: 'Vàng',
      Lucky: 'May Mắn',
      Mystic: 'Huyền Bí',
      Wild: 'Hoang Dã',
      Royal: 'Hoàng Gia',
      Crystal: 'Pha Lê',
      Hidden: 'Ẩn Giấu',
      Ancient: 'Cổ Xưa',
      Silver: 'Bạc',
      Magic: 'Kỳ Diệu',
      Diamond: 'Kim Cương',
      Midnight: 'Nửa Đêm',
    },
    nouns: {
      Riches: 'Tài Lộc',
      Treasure: 'Kho Báu',
      Temple: 'Đền',
      Kingdom: 'Vương Quốc',
      Garden: 'Khu Vườn',
      Palace: 'Cung Điện',
      Pearls: 'Ngọc Trai',
      Stars: 'Ngôi Sao',
      Moons: 'Mặt Trăng',
      Coins: 'Đồng Xu',
      Crowns: 'Vương Miện',
      Lanterns: 'Đèn Lồng',
    },
  },
  id: {
    adjectiveFirst: false,
    joiner: ' ',
    adjectives: {
      Golden: 'Emas',
      Lucky: 'Beruntung',
      Mystic: 'Mistis',
      Wild: 'Liar',
      Royal: 'Agung',
      Crystal: 'Kristal',
      Hidden: 'Tersembunyi',
      Ancient: 'Kuno',
      Silver: 'Perak',
      Magic: 'Ajaib',
      Diamond: 'Berlian',
      Midnight: 'Tengah Malam',
    },
    nouns: {
      Riches: 'Kekayaan',
      Treasure: 'Harta Karun',
      Temple: 'Kuil',
      Kingdom: 'Kerajaan',
      Garden: 'Taman',
      Palace: 'Istana',
      Pearls: 'Mutiara',
      Stars: 'Bintang',
      Moons: 'Bulan',
      Coins: 'Koin',
      Crowns: 'Mahkota',
      Lanterns: 'Lentera',
    },
  },
};

/** A game's name in a language from its English words, or null when the language lacks one of them. */
export function translatedName(
  language: DemoNameLanguage,
  words: { adjective: string; noun: string; edition: string },
): string | null {
  const w = DEMO_TRANSLATED_WORDS[language];
  const adjective = w.adjectives[words.adjective];
  const noun = w.nouns[words.noun];
  if (!adjective || !noun) return null;
  const pair = w.adjectiveFirst ? `${adjective}${w.joiner}${noun}` : `${noun}${w.joiner}${adjective}`;
  return [pair, words.edition].filter(Boolean).join(' ');
}
