import { useTranslation } from 'react-i18next';
import type { BaccaratSpot, StudioBaccaratOutcome } from '@suerte/contracts';
import { BACCARAT_PAYOUTS } from '@suerte/fair';
import { spotResult, totalOf, type Bets, type DealtCard, type Side } from '../model/baccarat';
import { PlayingCard } from './playing-card';

/** Winnings per unit of each spot, as the table prints them (the engine's payouts). */
export const SPOT_PAYS: Record<BaccaratSpot, string> = {
  player: `${BACCARAT_PAYOUTS.player}:1`,
  banker: `${BACCARAT_PAYOUTS.banker}:1`,
  tie: `${BACCARAT_PAYOUTS.tie}:1`,
  playerPair: `${BACCARAT_PAYOUTS.pair}:1`,
  bankerPair: `${BACCARAT_PAYOUTS.pair}:1`,
};

function Hand({ side, cards, winner }: { side: Side; cards: number[]; winner: boolean }) {
  const { t } = useTranslation(['studio', 'fair']);
  return (
    <section
      className={`studio-hand studio-hand--${side}${winner ? ' studio-hand--won' : ''}`}
      aria-label={t(`fair:baccarat.${side}`)}
      data-testid={`hand-${side}`}
    >
      <h2 className="studio-hand__title">
        {t(`fair:baccarat.${side}`)}
        <output className="studio-hand__total" data-testid={`total-${side}`}>
          {cards.length > 0 ? totalOf(cards) : '–'}
        </output>
      </h2>
      <div className="studio-hand__cards">
        {cards.map((code, i) => (
          <PlayingCard key={i} code={code} />
        ))}
        {cards.length < 2
          ? Array.from({ length: 2 - cards.length }, (_, i) => (
              <span key={`empty-${i}`} className="studio-card studio-card--empty" aria-hidden="true" />
            ))
          : null}
      </div>
    </section>
  );
}

/** The two hands as dealt so far: cards appear one by one, totals follow the cards shown. */
export function BaccaratHands({
  dealt,
  outcome,
}: {
  dealt: DealtCard[];
  outcome: StudioBaccaratOutcome | null;
}) {
  const of = (side: Side) => dealt.filter((c) => c.side === side).map((c) => c.code);
  return (
    <div className="studio-hands" data-testid="hands">
      {(['player', 'banker'] as const).map((side) => (
        <Hand key={side} side={side} cards={of(side)} winner={outcome?.winner === side} />
      ))}
    </div>
  );
}

interface SpotsProps {
  bets: Bets;
  /** The last coup, to mark each spot won, returned or lost (only while its stakes are on the table). */
  outcome: StudioBaccaratOutcome | null;
  onSpot: (spot: BaccaratSpot) => void;
  disabled: boolean;
  format: (minor: number) => string;
}

const ROWS: BaccaratSpot[][] = [
  ['playerPair', 'tie', 'bankerPair'],
  ['player', 'banker'],
];

/** The betting layout: pairs and tie above, player and banker below; a tap adds the chosen chip. */
export function BaccaratSpots({ bets, outcome, onSpot, disabled, format }: SpotsProps) {
  const { t } = useTranslation(['studio', 'fair']);
  return (
    <div className="studio-spots" role="group" aria-label={t('baccarat.layout')} data-testid="spots">
      {ROWS.map((row, i) => (
        <div key={i} className={`studio-spots__row studio-spots__row--${row.length}`}>
          {row.map((spot) => {
            const result = outcome ? spotResult(outcome, spot) : null;
            const name = t(`baccarat.spots.${spot}`);
            return (
              <button
                key={spot}
                type="button"
                className={`studio-spot studio-spot--${spot}${result ? ` studio-spot--${result}` : ''}`}
                onClick={() => onSpot(spot)}
                disabled={disabled}
                aria-label={t('baccarat.spotLabel', {
                  spot: name,
                  pays: SPOT_PAYS[spot],
                  amount: format(bets[spot]),
                })}
                data-testid={`spot-${spot}`}
                data-result={result ?? undefined}
              >
                <span className="studio-spot__name">{name}</span>
                <span className="studio-spot__pays">{SPOT_PAYS[spot]}</span>
                {bets[spot] > 0 ? (
                  <span className="studio-spot__stake" data-testid={`stake-${spot}`}>
                    {format(bets[spot])}
                  </span>
                ) : null}
                {result && outcome ? (
                  <span className="studio-spot__result">
                    {result === 'won'
                      ? t('baccarat.spotWon', { amount: format(outcome.returns[spot]) })
                      : t(`baccarat.spot.${result}`)}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The member's last results, newest first: P, B or T beads with the pairs marked. */
export function BaccaratRoad({
  results,
}: {
  results: Pick<StudioBaccaratOutcome, 'winner' | 'playerPair' | 'bankerPair'>[];
}) {
  const { t } = useTranslation(['studio', 'fair']);
  return (
    <div className="studio-history" aria-label={t('baccarat.history')} data-testid="history">
      <span className="studio-label">{t('baccarat.history')}</span>
      <ol className="studio-history__list">
        {results.length === 0 ? <li className="studio-muted">{t('historyEmpty')}</li> : null}
        {results.map((r, i) => (
          <li
            key={i}
            className={`studio-bead studio-bead--${r.winner}`}
            title={t(`fair:baccarat.winner.${r.winner}`)}
            aria-label={[
              t(`fair:baccarat.winner.${r.winner}`),
              r.playerPair ? t('fair:baccarat.playerPair') : null,
              r.bankerPair ? t('fair:baccarat.bankerPair') : null,
            ]
              .filter(Boolean)
              .join(', ')}
            data-testid="bead"
          >
            {t(`baccarat.bead.${r.winner}`)}
            {r.playerPair ? <span className="studio-bead__pair studio-bead__pair--player" /> : null}
            {r.bankerPair ? <span className="studio-bead__pair studio-bead__pair--banker" /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
