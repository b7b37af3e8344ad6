// The portal's shared buttons keep a tap size of at least 40 px at every width: a rule of the stylesheets (media
// queries included) that sizes one of them smaller makes it too small to tap on a phone.
import { describe, expect, it } from 'vitest';
import { declarationsOf, sheetRules, sizesOf, subjectIsOneOf } from '../../test/css-rules';

const MIN_TAP_PX = 40;

/** Each stylesheet with the classes of its tap controls: the shared primitives, then the places that size them. */
const SHEETS: { sheet: string; controls: string[] }[] = [
  { sheet: '../../app/styles/ui.css', controls: ['.ui-button', '.ui-icon-button', '.ui-tab', '.ui-field'] },
  { sheet: './pagination.module.css', controls: ['.page', '.step', '.input'] },
  // Classes given to a ui-button (account-bar.tsx, game-frame.tsx) or to a button of their own (offline-banner.tsx).
  {
    sheet: '../../features/account/components/account-bar.module.css',
    controls: ['.login', '.register', '.deposit'],
  },
  { sheet: '../../features/play/components/game-frame.module.css', controls: ['.back', '.reload'] },
  { sheet: '../../app/system/offline-banner.module.css', controls: ['.retry'] },
  // A game card's play and trial buttons (game-card.tsx), ui-buttons inside .cardActions, its favourite star and
  // the free trial label on its picture.
  {
    sheet: '../../features/games/components/games.module.css',
    controls: ['.cardActions > button', '.favButton', '.trialButton'],
  },
  // The header's category links (and their More button) and pills (region, language, balance).
  { sheet: '../../app/styles/header.css', controls: ['.header-nav__link', '.header__pill'] },
  // The help page's topic links.
  { sheet: '../../features/help/components/help.module.css', controls: ['.topic'] },
  // The footer's help links (and the retry button shown when they fail to load).
  { sheet: '../../app/styles/layout.css', controls: ['.site-footer__links a', '.site-footer__retry'] },
  // The banner carousel's dots and pause button keep their drawn size; their tap areas are checked below.
  { sheet: './carousel.module.css', controls: [] },
  // The support contacts' links (in the left menu, compact rows) and the skip link.
  { sheet: './support-contacts.module.css', controls: ['.link'] },
  { sheet: '../../app/styles/base.css', controls: ['.skip-link'] },
];

describe('portal tap targets', () => {
  const sheets = SHEETS.map(({ sheet, controls }) => ({
    sheet,
    controls,
    rules: sheetRules(sheet, import.meta.url),
  }));

  it('finds the rules of the shared buttons', () => {
    const ui = sheets[0]!;
    for (const control of ui.controls) expect(declarationsOf(ui.rules, control).size).toBeGreaterThan(0);
  });

  it('never sizes a shared button below 40 px', () => {
    const tooSmall = sheets.flatMap(({ sheet, controls, rules }) =>
      rules.flatMap((rule) =>
        rule.selector
          .split(',')
          .map((s) => s.trim())
          .filter((s) => controls.includes(s) || subjectIsOneOf(s, controls))
          .flatMap((s) =>
            sizesOf(rule.body)
              .filter((size) => size.px < MIN_TAP_PX)
              .map((size) => `${sheet} ${s} ${size.property}: ${size.px}px`),
          ),
      ),
    );
    expect(tooSmall).toEqual([]);
  });

  it("gives a game card's favourite star a 40 px tap area", () => {
    const games = sheets.find((s) => s.sheet.endsWith('games.module.css'))!.rules;
    const star = declarationsOf(games, '.favButton');
    expect([star.get('width'), star.get('height')]).toEqual(['40px', '40px']);
  });

  it("gives a game card's free trial label a 40 px tall tap area", () => {
    const games = sheets.find((s) => s.sheet.endsWith('games.module.css'))!.rules;
    expect(declarationsOf(games, '.trialButton').get('min-height')).toBe('40px');
  });

  it("gives the header's logo, category links and pills and the help page's topics a 40 px tap area", () => {
    const header = sheets.find((s) => s.sheet.endsWith('header.css'))!.rules;
    expect(declarationsOf(header, '.brand-logo').get('min-height')).toBe('40px');
    // Down to its 32 px mark, the logo's tap area reaches 4 px beyond it on either side: 40 px wide.
    expect(declarationsOf(header, '.brand-logo').get('min-width')).toBe('32px');
    expect(declarationsOf(header, '.brand-logo::before').get('inset')).toBe('0 -4px');
    expect(declarationsOf(header, '.header-nav__link').get('height')).toBe('40px');
    expect(declarationsOf(header, '.header__pill').get('height')).toBe('40px');
    const help = sheets.find((s) => s.sheet.endsWith('help.module.css'))!.rules;
    expect(declarationsOf(help, '.topic').get('min-height')).toBe('40px');
  });

  it("gives the banner carousel's pause button a 40 px tap area and each dot a 24 × 40 px one", () => {
    const carousel = sheets.find((s) => s.sheet.endsWith('carousel.module.css'))!.rules;
    const pause = declarationsOf(carousel, '.pause::before');
    expect([pause.get('position'), pause.get('width'), pause.get('height')]).toEqual([
      'absolute',
      '40px',
      '40px',
    ]);
    expect(declarationsOf(carousel, '.pause').get('position')).toBe('relative');
    const dot = declarationsOf(carousel, '.dot');
    const area = declarationsOf(carousel, '.dot::before');
    expect([area.get('position'), area.get('width'), area.get('height')]).toEqual([
      'absolute',
      '24px',
      '40px',
    ]);
    expect(dot.get('position')).toBe('relative');
    // Dots are drawn 10 px wide (the current one 24 px): centred tap areas 24 px wide overlap unless the gap
    // between two 10 px dots is at least 24 - 10 px.
    const gap = parseFloat(declarationsOf(carousel, '.dots').get('gap') ?? '0');
    expect(parseFloat(dot.get('width') ?? '0') + gap).toBeGreaterThanOrEqual(24);
  });

  it("gives the footer's help links, the home rows' view all links and the search field 40 px tall tap areas", () => {
    const layout = sheets.find((s) => s.sheet.endsWith('layout.css'))!.rules;
    expect(declarationsOf(layout, '.site-footer__links a').get('min-height')).toBe('40px');
    expect(declarationsOf(layout, '.site-footer__retry').get('min-height')).toBe('40px');
    const games = sheets.find((s) => s.sheet.endsWith('games.module.css'))!.rules;
    const more = declarationsOf(games, '.sectionLink::before');
    expect([more.get('position'), more.get('height')]).toEqual(['absolute', '40px']);
    expect(declarationsOf(games, '.sectionLink').get('position')).toBe('relative');
    // The search input itself (not only the field around it) spans the field's 40 px, borders included.
    const ui = sheets[0]!.rules;
    expect(declarationsOf(ui, '.ui-field').get('min-height')).toBe('40px');
    const input = declarationsOf(ui, '.ui-field input');
    expect([input.get('align-self'), input.get('margin-block')]).toEqual(['stretch', '-1px']);
  });

  it("gives the left menu's contact links and the skip link 40 px tall tap areas", () => {
    const contacts = sheets.find((s) => s.sheet.endsWith('support-contacts.module.css'))!.rules;
    expect(declarationsOf(contacts, '.menu .link').get('min-height')).toBe('40px');
    const base = sheets.find((s) => s.sheet.endsWith('base.css'))!.rules;
    expect(declarationsOf(base, '.skip-link').get('min-height')).toBe('40px');
  });

  it('gives the shared button and the icon button a height of 40 px', () => {
    const ui = sheets[0]!.rules;
    expect(declarationsOf(ui, '.ui-button').get('min-height')).toBe('40px');
    expect(declarationsOf(ui, '.ui-icon-button').get('height')).toBe('40px');
  });
});
