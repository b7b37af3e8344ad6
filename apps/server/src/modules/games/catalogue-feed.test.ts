import { describe, expect, it } from 'vitest';
import { describeFeedError, parseFeed } from './catalogue-feed.js';

const row = (over: Record<string, unknown> = {}) => ({
  vassalage: 'ACME',
  nodeId: 'acme-1',
  nodeName: 'Lucky Café',
  gameName: { en: 'Lucky Café', th: 'คาเฟ่นำโชค' },
  iconUrl: '/media/game/lucky-cafe.svg',
  gameCategory: 'RNG',
  gameClassify: 'JP',
  minBet: 10,
  minLineNum: 25,
  ...over,
});

describe('parseFeed (JSON)', () => {
  it('reads rows with defaults for the optional fields', () => {
    const { games, errors } = parseFeed(JSON.stringify({ games: [row()] }), 'json');
    expect(errors).toEqual([]);
    expect(games[0]).toMatchObject({
      nodeId: 'acme-1',
      showIcon: true,
      supportPlay: 1,
      status: 'ON',
      gameName: { en: 'Lucky Café', th: 'คาเฟ่นำโชค' },
    });
  });

  it('names every bad row and field, and keeps no game when any row is bad', () => {
    const feed = [
      row(),
      row({ nodeId: 'acme-2', gameCategory: 'CASINO', minBet: -1 }),
      row({ nodeId: 'acme-1' }),
      row({ nodeId: 'acme-4', iconUrl: 'https://cdn.example/x.png', gameName: { th: 'x' } }),
      row({ nodeId: 'acme-5', surprise: 1 }),
    ];
    const { games, errors } = parseFeed(JSON.stringify(feed), 'json');
    expect(games).toEqual([]);
    const lines = errors.map(describeFeedError);
    expect(lines.some((l) => l.startsWith('row 2 (acme-2): gameCategory must be one of RNG, LIVE'))).toBe(
      true,
    );
    expect(lines).toContain('row 2 (acme-2): minBet must not be negative');
    expect(lines).toContain('row 3 (acme-1): nodeId repeats the node id of row 1');
    expect(lines.some((l) => l.startsWith('row 4 (acme-4): iconUrl must be a path on this site'))).toBe(true);
    expect(lines).toContain('row 4 (acme-4): gameName needs an English name (gameName.en)');
    expect(lines.some((l) => l.startsWith('row 5 (acme-5): row'))).toBe(true);
  });

  it('refuses a file that is not JSON or holds no games', () => {
    expect(parseFeed('{', 'json').errors[0]!.message).toMatch(/^is not valid JSON/);
    expect(parseFeed('{"games":[]}', 'json').errors.map(describeFeedError)).toEqual([
      'feed: file has no games',
    ]);
    expect(parseFeed('{"x":1}', 'json').errors[0]!.message).toMatch(/array of games/);
  });
});

describe('parseFeed (CSV)', () => {
  const header =
    'vassalage,nodeId,nodeName,gameName.en,gameName.vi,iconUrl,showIcon,gameCategory,gameClassify,supportPlay,roomId,minBet,minLineNum,status';

  it('reads the same fields, names per language in gameName.<lang> columns', () => {
    const csv = `${header}\nACME,acme-1,"Phở, Hot",Pho Hot,Phở Nóng,/media/game/pho.svg,false,RNG,,0,,5,,MAINTENANCE\n`;
    const { games, errors } = parseFeed(csv, 'csv');
    expect(errors).toEqual([]);
    expect(games[0]).toMatchObject({
      nodeName: 'Phở, Hot',
      gameName: { en: 'Pho Hot', vi: 'Phở Nóng' },
      showIcon: false,
      gameClassify: undefined,
      supportPlay: 0,
      minBet: 5,
      minLineNum: 0,
      status: 'MAINTENANCE',
    });
  });

  it('numbers errors by the line of the file', () => {
    const csv = `${header}\nACME,acme-1,A,A,,/a.svg,,RNG,,,,,,\nacme,acme-2,B,B,,/b.svg,,RNG,XX,2,,1.5,,ON\n`;
    const lines = parseFeed(csv, 'csv').errors.map(describeFeedError);
    expect(lines).toEqual([
      'row 3 (acme-2): vassalage must be a vendor code (A-Z, 0-9, _)',
      'row 3 (acme-2): gameClassify must be one of JP, VP, TG, AC',
      'row 3 (acme-2): supportPlay must be 0 or 1',
      'row 3 (acme-2): minBet must be a whole number',
    ]);
  });
});
