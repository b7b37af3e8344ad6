import { useTranslation } from 'react-i18next';
import { RANKS, cardRank, cardSuit, type BaccaratCoup } from '@suerte/fair';
import styles from './fair.module.css';

const SUIT_MARKS = ['♣', '♦', '♥', '♠'] as const;
const SUIT_KEYS = ['c', 'd', 'h', 's'] as const;

/** A playing card by its code (rank and suit), named for screen readers. */
export function Card({ code }: { code: number }) {
  const { t } = useTranslation('fair');
  const suit = cardSuit(code);
  const rank = RANKS[cardRank(code)];
  const red = suit === 1 || suit === 2;
  return (
    <span
      className={`${styles.card} ${red ? styles.cardRed : ''}`}
      role="img"
      aria-label={t('baccarat.card', { rank, suit: t(`baccarat.suits.${SUIT_KEYS[suit]}`) })}
      data-testid="fair-card"
    >
      {rank}
      {SUIT_MARKS[suit]}
    </span>
  );
}

function Hand({ side, cards, total }: { side: 'player' | 'banker'; cards: number[]; total: number }) {
  const { t } = useTranslation('fair');
  return (
    <div className={styles.hand} data-testid={`fair-${side}`}>
      <h4 className={styles.handTitle}>
        {t(`baccarat.${side}`)} <span className={styles.handTotal}>{t('baccarat.total', { total })}</span>
      </h4>
      <div className={styles.cards}>
        {cards.map((code, i) => (
          <Card key={i} code={code} />
        ))}
      </div>
    </div>
  );
}

/** A replayed baccarat coup: each side's cards in the order dealt, totals, result and pairs. */
export function BaccaratOutcome({ coup }: { coup: BaccaratCoup }) {
  const { t } = useTranslation('fair');
  const pairs = [
    coup.playerPair ? t('baccarat.playerPair') : null,
    coup.bankerPair ? t('baccarat.bankerPair') : null,
  ];
  return (
    <div className={styles.outcome} data-testid="fair-baccarat-outcome">
      <div className={styles.hands}>
        <Hand side="player" cards={coup.player} total={coup.playerTotal} />
        <Hand side="banker" cards={coup.banker} total={coup.bankerTotal} />
      </div>
      <p className={styles.total} data-testid="fair-winner">
        {t(`baccarat.winner.${coup.winner}`)}
      </p>
      {pairs.some(Boolean) ? <p>{pairs.filter(Boolean).join(' · ')}</p> : null}
    </div>
  );
}
