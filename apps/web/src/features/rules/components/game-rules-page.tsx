import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gameRulesFigures, MINES_MAX, MINES_MIN } from '@suerte/fair';
import { PageSection, PageShell } from '../../../app/pages/page-shell';
import {
  GAME_RULES,
  GAME_RULES_KEYS,
  gameRulesPath,
  isGameRulesSlug,
  type GameRulesKey,
  type GameRulesSlug,
} from '../../../lib/game-rules-paths';
import {
  BINGO_PATTERN_NAMES,
  COCKFIGHT_EXAMPLE,
  HIGH_CARD_ANTE,
  SPORTS_EXAMPLE,
  baccaratTables,
  bingoColumns,
  bingoPatternCells,
  cockfightTable,
  crashTable,
  highCardTable,
  minesTable,
  sportsTable,
  type OddsRow,
} from '../model/rules-tables';
import styles from './rules.module.css';

/** A table with a caption; wide ones scroll sideways inside their box on a phone. */
function Table({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  testId: string;
}) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} data-testid={testId}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MinesTable() {
  const { t } = useTranslation('game-rules-page');
  const [mines, setMines] = useState(3);
  const counts = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);
  return (
    <>
      <label className={styles.picker}>
        {t('mines.count')}
        <select
          className={styles.select}
          value={mines}
          onChange={(e) => setMines(Number(e.target.value))}
          data-testid="rules-mines-count"
        >
          {counts.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <Table
        testId="rules-mines-table"
        caption={t('mines.table', { mines })}
        head={[t('mines.picks'), t('mines.chance'), t('mines.multiplier')]}
        rows={minesTable(mines).map((r) => [r.picks, `${r.chance} %`, `×${r.multiplier}`])}
      />
    </>
  );
}

function CrashTable() {
  const { t } = useTranslation('game-rules-page');
  return (
    <Table
      testId="rules-crash-table"
      caption={t('crash.table')}
      head={[t('crash.target'), t('crash.chance'), t('crash.return')]}
      rows={crashTable().map((r) => [`×${r.target}`, `${r.chance} %`, `${r.return} %`])}
    />
  );
}

function BingoTables() {
  const { t } = useTranslation('game-rules-page');
  return (
    <>
      <Table
        testId="rules-bingo-columns"
        caption={t('bingo.columns')}
        head={[t('bingo.column'), t('bingo.numbers')]}
        rows={bingoColumns().map((c) => [c.letter, `${c.from}–${c.to}`])}
      />
      <h3 className={styles.subTitle}>{t('bingo.patterns')}</h3>
      <ul className={styles.patterns} data-testid="rules-bingo-patterns">
        {BINGO_PATTERN_NAMES.map((pattern) => {
          const cells = new Set(bingoPatternCells(pattern));
          return (
            <li key={pattern} className={styles.pattern}>
              <span className={styles.patternGrid} aria-hidden="true">
                {Array.from({ length: 25 }, (_, cell) => (
                  <span key={cell} className={cells.has(cell) ? styles.on : undefined} />
                ))}
              </span>
              <span data-testid="rules-bingo-pattern">{t(`bingo.pattern.${pattern}`)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function OddsTable({
  caption,
  rows,
  name,
  testId,
}: {
  caption: string;
  rows: OddsRow[];
  name: (selection: string) => string;
  testId: string;
}) {
  const { t } = useTranslation('game-rules-page');
  return (
    <Table
      testId={testId}
      caption={caption}
      head={[t('odds.selection'), t('odds.chance'), t('odds.odds'), t('odds.return')]}
      rows={rows.map((r) => [
        name(r.selection),
        `${r.chance} %`,
        r.odds === null ? t('odds.notOffered') : `×${r.odds}`,
        r.return === null ? '–' : `${r.return} %`,
      ])}
    />
  );
}

function SportsTable() {
  const { t } = useTranslation('game-rules-page');
  const { line, rows } = sportsTable();
  return (
    <OddsTable
      testId="rules-sports-table"
      caption={t('sports.table', SPORTS_EXAMPLE)}
      rows={rows}
      name={(s) => t(`sports.${s}`, { line: `${line}.5` })}
    />
  );
}

function CockfightTable() {
  const { t } = useTranslation('game-rules-page');
  return (
    <OddsTable
      testId="rules-cockfight-table"
      caption={t('cockfight.table', {
        ...COCKFIGHT_EXAMPLE,
        draw: (COCKFIGHT_EXAMPLE.drawBp / 100).toString(),
      })}
      rows={cockfightTable()}
      name={(s) => t(`cockfight.${s}`)}
    />
  );
}

function HighCardTable() {
  const { t } = useTranslation('game-rules-page');
  return (
    <Table
      testId="rules-high-card-table"
      caption={t('highCard.table', { ante: (HIGH_CARD_ANTE / 100).toFixed(2) })}
      head={[t('highCard.players'), t('highCard.pot'), t('highCard.rake'), t('highCard.prize')]}
      rows={highCardTable().map((r) => [r.players, r.pot, r.rake, r.prize])}
    />
  );
}

function BaccaratTables() {
  const { t } = useTranslation('game-rules-page');
  const { bets, outcomes } = baccaratTables();
  return (
    <>
      <Table
        testId="rules-baccarat-edges"
        caption={t('baccarat.table')}
        head={[t('baccarat.bet'), t('baccarat.pays'), t('baccarat.edge')]}
        rows={bets.map((b) => [t(`baccarat.${b.bet}`), b.pays, `${b.edge} %`])}
      />
      <Table
        testId="rules-baccarat-chances"
        caption={t('baccarat.chances')}
        head={[t('baccarat.result'), t('baccarat.chance')]}
        rows={outcomes.map((o) => [t(`baccarat.wins.${o.result}`), `${o.chance} %`])}
      />
    </>
  );
}

const TABLES: Record<GameRulesKey, () => ReactNode> = {
  mines: MinesTable,
  crash: CrashTable,
  bingo: BingoTables,
  sports: SportsTable,
  cockfight: CockfightTable,
  highCard: HighCardTable,
  baccarat: BaccaratTables,
};

/** The other games' rules pages, the current one marked. */
function GameNav({ current }: { current?: GameRulesSlug }) {
  const { t } = useTranslation(['game-rules-page', 'games-rules']);
  return (
    <nav aria-label={t('nav')} className={styles.nav}>
      <ul className={styles.navList} data-testid="rules-nav">
        {GAME_RULES.map((slug) => (
          <li key={slug}>
            <Link
              to={gameRulesPath(slug)}
              className={styles.navLink}
              aria-current={slug === current ? 'page' : undefined}
            >
              {t(`games-rules:${GAME_RULES_KEYS[slug]}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GameRules({ slug }: { slug: GameRulesSlug }) {
  const { t } = useTranslation(['games-rules', 'game-rules-page']);
  const key = GAME_RULES_KEYS[slug];
  const figures: Record<string, string> = gameRulesFigures()[key];
  const texts = t(key, { returnObjects: true, ...figures }) as Record<string, string>;
  const Tables = TABLES[key];
  return (
    <>
      <PageSection title={t('game-rules-page:rules')} id="rules-text">
        <div className={styles.texts} data-testid="rules-text">
          {Object.entries(texts)
            .filter(([name]) => name !== 'title')
            .map(([name, text]) => (
              <p key={name}>{text}</p>
            ))}
        </div>
      </PageSection>
      <PageSection title={t('game-rules-page:figures')} id="rules-figures">
        <div className={styles.tables}>
          <Tables />
        </div>
      </PageSection>
      <PageSection title={t('game-rules-page:fairness')} id="rules-fairness">
        <div className={styles.texts}>
          <p>{t('common.fairness')}</p>
          <p>{t('common.returnNote')}</p>
          <p>{t('common.rounding')}</p>
          <p>
            <Link to="/fair" data-testid="rules-fair-link">
              {t('game-rules-page:fairLink')}
            </Link>
          </p>
        </div>
      </PageSection>
    </>
  );
}

/**
 * /games/rules/:game: an in-house game's rules, with every number (returns, rakes, margins, edges, tables)
 * computed by the game's own engine; /games/rules lists the games.
 */
export default function GameRulesPage() {
  const { game } = useParams();
  const { t } = useTranslation(['game-rules-page', 'games-rules']);
  const slug = isGameRulesSlug(game) ? game : undefined;
  const title = slug ? t(`games-rules:${GAME_RULES_KEYS[slug]}.title`) : t('title');
  return (
    <PageShell title={title} lead={slug ? t('leadGame') : t('lead')} testId="rules-page">
      <GameNav current={slug} />
      {slug ? (
        <GameRules slug={slug} />
      ) : game ? (
        <p className={styles.note} role="alert" data-testid="rules-unknown">
          {t('unknown')}
        </p>
      ) : (
        <p className={styles.note} data-testid="rules-choose">
          {t('choose')}
        </p>
      )}
    </PageShell>
  );
}
