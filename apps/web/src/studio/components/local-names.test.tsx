import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { StudioHighCardTable, StudioHighCardTableInfo } from '@suerte/contracts';
import viFair from '../../locales/vi/fair.json';
import viStudio from '../../locales/vi/studio.json';
import type { SessionOf } from '../model/kinds';
import { localName } from '../model/names';
import { ok } from '../test-support';
import { HighCardScreen } from './high-card-screen';
import { STILL_TIMING } from '../model/timing';

afterEach(() => vi.unstubAllGlobals());

/** The game client in Vietnamese, its own catalogs loaded. */
function vietnamese() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'vi',
    fallbackLng: false,
    resources: { vi: { studio: viStudio, fair: viFair } },
    ns: ['studio', 'fair'],
    defaultNS: 'studio',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}

const TABLES: StudioHighCardTableInfo[] = [
  {
    tableId: 'hc-php-10',
    name: 'Table 10',
    names: { en: 'Table 10', tl: 'Mesa 10', th: 'โต๊ะ 10', vi: 'Bàn 10', id: 'Meja 10' },
    currency: 'PHP',
    stake: 1_000,
    seats: 6,
  },
  {
    tableId: 'hc-php-200',
    name: 'Heads-up 200',
    names: { en: 'Heads-up 200', vi: 'Đối đầu 200' },
    currency: 'PHP',
    stake: 20_000,
    seats: 2,
  },
];

function highCardSession(): SessionOf<'highcard'> {
  return {
    sessionToken: 'session-token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    game: {
      code: 'high-card',
      name: 'High Card',
      names: { en: 'High Card', tl: 'High Card', th: 'ไพ่สูง', vi: 'Lá Bài Cao', id: 'Kartu Tinggi' },
      kind: 'highcard',
      variant: 'rake-5',
      rtp: 0.95,
      rakeBp: 500,
      minPlayers: 2,
      startDelaySeconds: 8,
      tables: TABLES,
    },
    currency: 'PHP',
    balance: 100_000,
    demo: false,
    fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 0 },
  };
}

const tableNow = (info: StudioHighCardTableInfo): StudioHighCardTable => ({
  ...info,
  handId: `${info.tableId}-h1`,
  state: 'WAITING',
  startsAt: null,
  now: new Date().toISOString(),
  seated: [],
  serverSeedHash: 'b'.repeat(64),
  clientSeed: 'table-seed',
  mySeat: null,
  lastHand: null,
});

describe('studio names in the player’s language', () => {
  it('picks the language’s name, else the English one, else the plain name', () => {
    const game = { name: 'High Card', names: { en: 'High Card', vi: 'Lá Bài Cao' } };
    expect(localName(game, 'vi')).toBe('Lá Bài Cao');
    expect(localName(game, 'th')).toBe('High Card');
    expect(localName({ name: 'Old name', names: { en: 'Table 10' } }, 'id')).toBe('Table 10');
    expect(localName({ name: 'Table 10' }, 'vi')).toBe('Table 10');
  });

  it('shows the game’s title, its table tabs and the rules’ tables in Vietnamese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(ok({ tables: TABLES.map(tableNow) }))),
    );
    render(
      <I18nextProvider i18n={vietnamese()}>
        <HighCardScreen session={highCardSession()} timing={STILL_TIMING} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lá Bài Cao');
    expect((await screen.findByTestId('table-hc-php-10')).textContent).toContain('Bàn 10');
    expect(screen.getByTestId('table-hc-php-200').textContent).toContain('Đối đầu 200');
    expect(screen.getByTestId('hc-table').getAttribute('aria-label')).toBe('Bàn 10');
    expect(document.body.textContent).not.toMatch(/Table 10|Heads-up|High Card/);

    fireEvent.click(screen.getByTestId('open-rules'));
    const rules = screen.getByTestId('rules');
    expect(within(rules).getByRole('heading', { level: 2 }).textContent).toContain('Lá Bài Cao');
    const rows = within(screen.getByTestId('hc-tables')).getAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual(['Bàn 10', 'Đối đầu 200']);
  });
});
