import type { LocalizedText } from '../schema.js';

export interface DemoHelpTopic {
  tag: string;
  parent: string | null;
  title: LocalizedText;
  content: LocalizedText | null;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

export const DEMO_HELP_TOPICS: DemoHelpTopic[] = [
  {
    tag: 'about-us',
    parent: null,
    title: { en: 'About us', tl: 'Tungkol sa amin', th: 'เกี่ยวกับเรา', vi: 'Về chúng tôi', id: 'Tentang kami' },
    content: {
      en: p(
        'Suerte is a white-label gaming portal for licensed operators.',
        'This site is a demo: balances are play money.',
      ),
      tl: p(
        'Ang Suerte ay isang white-label gaming portal para sa mga lisensyadong operator.',
        'Demo ang site na ito: play money ang mga balanse.',
      ),
      th: p('Suerte คือพอร์ทัลเกมแบบไวท์เลเบลสำหรับผู้ให้บริการที่ได้รับใบอนุญาต', 'เว็บไซต์นี้เป็นเดโม: ยอดเงินเป็นเงินสมมติ'),
    },
  },
  {
    tag: 'deposit',
    parent: null,
    title: { en: 'Deposits', tl: 'Pagdedeposito', th: 'การฝากเงิน', vi: 'Nạp tiền', id: 'Setoran' },
    content: {
      en: p('Open your wallet and choose Deposit. In the demo, a play-money top-up is available.'),
      tl: p('Buksan ang iyong wallet at piliin ang Deposit. Sa demo, may play-money top-up.'),
      th: p('เปิดกระเป๋าเงินแล้วเลือกฝากเงิน ในเดโมสามารถเติมเงินสมมติได้'),
    },
  },
  {
    tag: 'withdrawal',
    parent: null,
    title: { en: 'Withdrawals', tl: 'Pag-withdraw', th: 'การถอนเงิน', vi: 'Rút tiền', id: 'Penarikan' },
    content: {
      en: p('Withdrawals need a payment password and are reviewed by the operator before they are paid out.'),
      tl: p('Kailangan ng payment password ang pag-withdraw at sinusuri ito ng operator bago ibayad.'),
      th: p('การถอนเงินต้องใช้รหัสผ่านการชำระเงิน และผู้ให้บริการจะตรวจสอบก่อนจ่าย'),
    },
  },
  {
    tag: 'responsible-gaming',
    parent: null,
    title: {
      en: 'Responsible gaming',
      tl: 'Responsableng paglalaro',
      th: 'การเล่นอย่างรับผิดชอบ',
      vi: 'Chơi có trách nhiệm',
      id: 'Bermain bertanggung jawab',
    },
    content: {
      en: p(
        'Only adults of the legal gaming age (21 in the Philippines, 20 in Thailand) may play. Set limits, take breaks, and ask for self-exclusion if gaming stops being fun.',
      ),
      tl: p(
        'Ang may sapat na edad ayon sa batas (21 sa Pilipinas) lamang ang maaaring maglaro. Magtakda ng limitasyon at magpahinga.',
      ),
      th: p('เฉพาะผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้นที่เล่นได้ กำหนดขีดจำกัดและพักเป็นระยะ'),
    },
  },
  {
    tag: 'faq',
    parent: null,
    title: {
      en: 'FAQ',
      tl: 'Mga madalas itanong',
      th: 'คำถามที่พบบ่อย',
      vi: 'Câu hỏi thường gặp',
      id: 'Tanya jawab',
    },
    content: null,
  },
  {
    tag: 'faq-account',
    parent: 'faq',
    title: {
      en: 'My account',
      tl: 'Aking account',
      th: 'บัญชีของฉัน',
      vi: 'Tài khoản của tôi',
      id: 'Akun saya',
    },
    content: {
      en: p('Register with a username or your mobile number. Keep your password private.'),
      tl: p('Magrehistro gamit ang username o mobile number. Huwag ibahagi ang password.'),
      th: p('สมัครด้วยชื่อผู้ใช้หรือหมายเลขโทรศัพท์ เก็บรหัสผ่านเป็นความลับ'),
    },
  },
  {
    tag: 'faq-games',
    parent: 'faq',
    title: {
      en: 'Games and fairness',
      tl: 'Mga laro at katarungan',
      th: 'เกมและความยุติธรรม',
      vi: 'Trò chơi và công bằng',
      id: 'Permainan dan keadilan',
    },
    content: {
      en: p(
        'Outcomes of our own games come from a cryptographic random number generator and never depend on bets placed.',
      ),
      tl: p(
        'Ang resulta ng aming mga laro ay mula sa cryptographic random number generator at hindi nakadepende sa taya.',
      ),
      th: p('ผลลัพธ์ของเกมของเรามาจากตัวสร้างเลขสุ่มแบบเข้ารหัส และไม่ขึ้นกับการเดิมพัน'),
    },
  },
  {
    tag: 'affiliate',
    parent: null,
    title: {
      en: 'Become an agent',
      tl: 'Maging ahente',
      th: 'สมัครเป็นเอเย่นต์',
      vi: 'Trở thành đại lý',
      id: 'Menjadi agen',
    },
    content: {
      en: p('Agents manage a downline and are paid by their contracts. Contact customer service to start.'),
      tl: p(
        'Ang mga ahente ay namamahala ng downline at binabayaran ayon sa kontrata. Makipag-ugnayan sa customer service.',
      ),
      th: p('เอเย่นต์ดูแลสายงานและได้รับค่าตอบแทนตามสัญญา ติดต่อฝ่ายบริการลูกค้าเพื่อเริ่มต้น'),
    },
  },
  {
    tag: 'contact-us',
    parent: null,
    title: { en: 'Contact us', tl: 'Makipag-ugnayan', th: 'ติดต่อเรา', vi: 'Liên hệ', id: 'Hubungi kami' },
    content: {
      en: p('Customer service is available around the clock through the contacts in the left menu.'),
      tl: p('Bukas ang customer service anumang oras sa pamamagitan ng mga contact sa kaliwang menu.'),
      th: p('ฝ่ายบริการลูกค้าพร้อมให้บริการตลอด 24 ชั่วโมงผ่านช่องทางในเมนูด้านซ้าย'),
    },
  },
];

export interface DemoNotice {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: LocalizedText;
  content: LocalizedText;
  daysAgo: number;
}

const notice = (n: number, type: DemoNotice['type']): DemoNotice => ({
  type,
  title: { en: `Demo notice ${n}`, tl: `Demo na abiso ${n}`, th: `ประกาศเดโม ${n}` },
  content: {
    en: `<p>This is demo announcement number ${n}. It shows how the operator's notices appear.</p>`,
    tl: `<p>Ito ang demo na anunsyo bilang ${n}. Ipinapakita nito kung paano lumalabas ang mga abiso ng operator.</p>`,
    th: `<p>นี่คือประกาศเดโมหมายเลข ${n} แสดงให้เห็นว่าประกาศของผู้ให้บริการปรากฏอย่างไร</p>`,
  },
  daysAgo: n,
});

export const DEMO_NOTICES: DemoNotice[] = [
  {
    type: 'PU',
    title: {
      en: 'Welcome to the Suerte demo',
      tl: 'Maligayang pagdating sa Suerte demo',
      th: 'ยินดีต้อนรับสู่ Suerte เดโม',
    },
    content: {
      en: '<p>Everything here uses <strong>play money</strong>. Explore the portal freely.</p>',
      tl: '<p>Lahat dito ay gumagamit ng <strong>play money</strong>. Malayang galugarin ang portal.</p>',
      th: '<p>ทุกอย่างที่นี่ใช้<strong>เงินสมมติ</strong> สำรวจพอร์ทัลได้อย่างอิสระ</p>',
    },
    daysAgo: 0,
  },
  ...Array.from({ length: 11 }, (_, i) => notice(i + 1, (['B', 'PL', 'PR', 'H'] as const)[i % 4]!)),
];
