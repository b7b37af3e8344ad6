import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_SPOTS, type StudioRound } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';
import { daubed } from '../model/bingo';
import { multiplierText } from '../model/crash';
import { fairLink } from '../model/fair-link';
import { highCardSeedParts, mixedSeedMatches } from '../model/mixed-seed';
import { BingoCardView } from './bingo-screen';
import { PlayingCard } from './playing-card';

type Format = (minor: number) => string;

/** Whether the published seeds give the client seed, as this browser computed it (nothing before a check). */
function MixCheck({ matches }: { matches: boolean | null }) {
  const { t } = useTranslation('studio');
  if (matches === null) return null;
  return (
    <p
      className={matches ? 'studio-muted' : 'studio-error-text'}
      role={matches ? undefined : 'alert'}
      data-testid="recall-mix-check"
    >
      {matches ? t('recall.mixChecked') : t('recall.mixMismatch')}
    </p>
  );
}

/** A baccarat round in recall: each hand as dealt with its total, the result, and what each spot returned. */
export function BaccaratRoundSteps({
  round,
  format,
}: {
  round: Extract<StudioRound, { kind: 'baccarat' }>;
  format: Format;
}) {
  const { t } = useTranslation(['studio', 'fair']);
  const { outcome } = round;
  return (
    <>
      {(['player', 'banker'] as const).map((side) => (
        <li key={side} className="studio-step" data-testid={`recall-${side}`}>
          <p className="studio-strong">
            {t(`fair:baccarat.${side}`)} · {t('fair:baccarat.total', { total: outcome[`${side}Total`] })}
          </p>
          <div className="studio-hand__cards">
            {outcome[side].map((code, i) => (
              <PlayingCard key={i} code={code} small />
            ))}
          </div>
        </li>
      ))}
      <li className="studio-step">
        <p className="studio-strong" data-testid="recall-result">
          {t(`fair:baccarat.winner.${outcome.winner}`)}
          {outcome.playerPair ? ` · ${t('fair:baccarat.playerPair')}` : ''}
          {outcome.bankerPair ? ` · ${t('fair:baccarat.bankerPair')}` : ''}
        </p>
        <ul className="studio-step__wins">
          {BACCARAT_SPOTS.filter((spot) => outcome.stakes[spot] > 0).map((spot) => (
            <li key={spot}>
              {t('recall.spot', {
                spot: t(`baccarat.spots.${spot}`),
                stake: format(outcome.stakes[spot]),
                amount: format(outcome.returns[spot]),
              })}
            </li>
          ))}
        </ul>
      </li>
    </>
  );
}

/** A crash round in recall: the cash-out target, where it crashed, and whether it was reached. */
export function CrashRoundSteps({ round }: { round: Extract<StudioRound, { kind: 'crash' }> }) {
  const { t, i18n } = useTranslation('studio');
  const { outcome } = round;
  const x = (h: number) => multiplierText(h, i18n.language);
  return (
    <li className="studio-step" data-testid="recall-crash">
      <p>{t('recall.target', { target: x(outcome.target) })}</p>
      <p className="studio-strong">
        {outcome.instant ? t('crash.crashedAtOnce') : t('crash.crashed', { point: x(outcome.crashPoint) })}
      </p>
      <p>{outcome.cashedOut ? t('recall.reached', { target: x(outcome.target) }) : t('recall.notReached')}</p>
    </li>
  );
}

/** A High Card hand in recall: every seat's card, the member's seat, the pot, the rake and the winners. */
export function HighCardRoundSteps({
  round,
  format,
}: {
  round: Extract<StudioRound, { kind: 'highcard' }>;
  format: Format;
}) {
  const { t } = useTranslation('studio');
  const { outcome } = round;
  return (
    <li className="studio-step" data-testid="recall-highcard">
      <ul className="studio-hc-recall">
        {outcome.seats.map((s) => (
          <li key={s.seat} className={s.seat === outcome.seat ? 'studio-strong' : undefined}>
            <span>
              {t('highCard.seat', { seat: s.seat })}
              {s.seat === outcome.seat ? ` · ${t('highCard.you')}` : ` · ${s.player}`}
            </span>
            <PlayingCard code={s.card} small />
            <span>{format(s.payout)}</span>
          </li>
        ))}
      </ul>
      <p>{t('highCard.pot', { pot: format(outcome.pot), rake: format(outcome.rake) })}</p>
      <p className="studio-strong">
        {outcome.winners.length === 1
          ? t('highCard.winner', { seats: outcome.winners.join(', ') })
          : t('highCard.split', { seats: outcome.winners.join(', ') })}
      </p>
      {outcome.tableClientSeed !== undefined ? (
        <p className="studio-muted studio-hc-commit" data-testid="recall-highcard-seeds">
          {t('highCard.seedsMixed', {
            table: outcome.tableClientSeed,
            mine: outcome.seats.find((s) => s.seat === outcome.seat)?.clientSeed ?? '',
          })}
        </p>
      ) : null}
      <MixCheck matches={mixedSeedMatches(highCardSeedParts(outcome), round.fairness.clientSeed)} />
    </li>
  );
}

/**
 * The seeds a drawn bingo game's ball order was mixed from (its seed and every sale), as the game publishes them:
 * read when a round of it is opened, null until then, for games drawn before they were published, or on error.
 */
function useDrawSeedParts(token: string, gameId: string | null): string[] | null {
  const [parts, setParts] = useState<{ gameId: string; parts: string[] | null } | null>(null);
  useEffect(() => {
    if (!gameId) return;
    const controller = new AbortController();
    studioApi.bingoGame(token, gameId, controller.signal).then(
      (state) => setParts({ gameId, parts: state.drawSeedParts }),
      () => undefined,
    );
    return () => controller.abort();
  }, [token, gameId]);
  return parts && parts.gameId === gameId ? parts.parts : null;
}

/** A bingo purchase in recall: its game, its cards as daubed by the draw, what they won, and links to verify. */
export function BingoRoundSteps({
  round,
  format,
  token,
}: {
  round: Extract<StudioRound, { kind: 'bingo' }>;
  format: Format;
  token: string;
}) {
  const { t } = useTranslation('studio');
  const { outcome, fairness } = round;
  const parts = useDrawSeedParts(token, outcome.drawClientSeed ? outcome.gameId : null);
  const draw = outcome.draw ?? [];
  const wins = (index: number) =>
    (outcome.stages ?? []).flatMap((s) => {
      const at = s.winners.indexOf(index);
      return at >= 0 ? [{ pattern: s.pattern, amount: s.prizes[at]! }] : [];
    });
  const seeds = fairness.serverSeed ? { ...fairness, serverSeed: fairness.serverSeed } : null;
  return (
    <li className="studio-step" data-testid="recall-bingo">
      <p className="studio-strong">
        {t('recall.bingoGame', { game: outcome.gameId, room: t(`bingo.rooms.${outcome.room}`) })}
      </p>
      <p>{outcome.draw ? t('recall.bingoBalls', { count: draw.length }) : t('recall.bingoPending')}</p>
      <div className="bingo-cards">
        {outcome.cards.map((card) => (
          <div key={card.index}>
            <BingoCardView
              card={card}
              marks={daubed(card, draw, draw.length)}
              wins={wins(card.index)}
              format={format}
            />
            {seeds ? (
              <a
                className="studio-link"
                target="_blank"
                rel="noopener"
                href={fairLink(
                  { kind: 'bingo', code: round.game, variant: round.variant },
                  { ...seeds, nonce: card.index + 1 },
                )}
              >
                {t('recall.verifyCard', { number: card.index + 1 })}
              </a>
            ) : null}
          </div>
        ))}
      </div>
      {seeds ? (
        <a
          className="studio-link"
          target="_blank"
          rel="noopener"
          href={fairLink(
            { kind: 'bingo', code: round.game, variant: round.variant },
            // The balls came from the seed the closed sales made (older games: the game's own).
            { ...seeds, clientSeed: outcome.drawClientSeed ?? seeds.clientSeed, nonce: 0 },
            { game: 'bingo-draw', seedParts: parts },
          )}
          data-testid="recall-verify-draw"
        >
          {t('recall.verifyDraw')}
        </a>
      ) : null}
      {outcome.drawClientSeed && parts ? (
        <>
          <p className="studio-muted" data-testid="recall-bingo-seeds">
            {t('recall.bingoDrawSeed', { seed: outcome.drawClientSeed, sales: parts.length - 1 })}
          </p>
          <MixCheck matches={mixedSeedMatches(parts, outcome.drawClientSeed)} />
        </>
      ) : null}
    </li>
  );
}

/** A bet on a simulated event in recall: the event and its ratings, the pick at its odds, and the result. */
export function EventRoundSteps({ round }: { round: Extract<StudioRound, { kind: 'event' }> }) {
  const { t, i18n } = useTranslation('studio');
  const { outcome } = round;
  const odds = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 }).format(outcome.odds / 100);
  const result = outcome.result;
  return (
    <li className="studio-step" data-testid="recall-event">
      <p>
        {outcome.home.name} ({outcome.home.rating}) {t('event.versus')} {outcome.away.name} (
        {outcome.away.rating})
      </p>
      <p>{t('recall.eventPick', { pick: t(`event.selections.${outcome.selection}`), odds })}</p>
      <p className="studio-strong">
        {result === null
          ? t('event.waiting')
          : result.score
            ? `${result.score.home} – ${result.score.away}`
            : t(`event.selections.${result.side!}`)}
      </p>
      {outcome.betOutcome ? <p>{t(`event.outcomes.${outcome.betOutcome}`)}</p> : null}
    </li>
  );
}
