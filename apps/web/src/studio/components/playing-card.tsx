import { useTranslation } from 'react-i18next';
import { RANKS, cardRank, cardSuit } from '@suerte/fair';

const SUIT_MARKS = ['♣', '♦', '♥', '♠'] as const;
const SUIT_KEYS = ['c', 'd', 'h', 's'] as const;

/** A playing card by its code (rank and suit), named for screen readers. */
export function PlayingCard({ code, small = false }: { code: number; small?: boolean }) {
  const { t } = useTranslation('fair');
  const suit = cardSuit(code);
  const rank = RANKS[cardRank(code)];
  const red = suit === 1 || suit === 2;
  return (
    <span
      className={`studio-card${red ? ' studio-card--red' : ''}${small ? ' studio-card--small' : ''}`}
      role="img"
      aria-label={t('baccarat.card', { rank, suit: t(`baccarat.suits.${SUIT_KEYS[suit]}`) })}
      data-testid="card"
      data-code={code}
    >
      <span className="studio-card__rank">{rank}</span>
      <span className="studio-card__suit" aria-hidden="true">
        {SUIT_MARKS[suit]}
      </span>
    </span>
  );
}
