import { useTranslation } from 'react-i18next';
import { BACCARAT_SPOTS, BINGO_75_ROOMS, type StudioGameInfoOf } from '@suerte/contracts';
import { baccaratRulesData, fraction, fractionToPercent, gameRulesFigures, subF } from '@suerte/fair';
import { percentOfBp } from '../model/bingo';
import { multiplierText, reachChance, targetReturn } from '../model/crash';
import { formatMoney } from '../model/money';
import { useLocalName } from '../model/names';
import { SPOT_PAYS } from './baccarat-table';

type Format = (minor: number) => string;

/** The portal's full rules page of an in-house game (exact figures, worked examples). */
function FullRulesLink({ game }: { game: 'baccarat' | 'crash' | 'high-card' | 'bingo' }) {
  const { t } = useTranslation('studio');
  return (
    <p>
      <a
        className="studio-link"
        href={`/games/rules/${game}`}
        target="_blank"
        rel="noopener"
        data-testid="full-rules"
      >
        {t('rules.fullRules')}
      </a>
    </p>
  );
}

/**
 * Baccarat's rules: how a coup is dealt and counted, what each spot pays, its exact return and the table's
 * limits (in a game session); the figures come from the engine.
 */
export function BaccaratRules({ info, format }: { info?: StudioGameInfoOf<'baccarat'>; format?: Format }) {
  const { t, i18n } = useTranslation(['studio', 'fair']);
  const localName = useLocalName();
  const data = baccaratRulesData();
  // Return to player = 1 − the exact house edge, to 4 decimals of a percent.
  const back = (spot: (typeof BACCARAT_SPOTS)[number]) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 4 }).format(
      Number(fractionToPercent(subF(fraction(1), data.edges[spot].exact), 4, 'nearest')),
    );
  return (
    <article className="studio-rules" data-testid="rules">
      <h2>{t('rules.title', { game: info ? localName(info) : t('fair:games.baccarat') })}</h2>
      <p>{t('rules.baccarat.goal', { decks: data.decks })}</p>
      <p>{t('rules.baccarat.points')}</p>
      <p>{t('rules.baccarat.draw')}</p>
      <p>{t('rules.baccarat.tie')}</p>
      <h3>{t('rules.baccarat.payouts')}</h3>
      <table className="studio-paytable" data-testid="baccarat-paytable">
        <thead>
          <tr>
            <th scope="col">{t('rules.baccarat.spot')}</th>
            <th scope="col">{t('rules.baccarat.pays')}</th>
            <th scope="col">{t('rules.return')}</th>
            {info && format ? <th scope="col">{t('rules.baccarat.limits')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {BACCARAT_SPOTS.map((spot) => (
            <tr key={spot}>
              <th scope="row">{t(`baccarat.spots.${spot}`)}</th>
              <td>{SPOT_PAYS[spot]}</td>
              <td data-testid={`return-${spot}`}>{back(spot)} %</td>
              {info && format ? (
                <td>
                  {format(info.limits[spot].min)} – {format(info.limits[spot].max)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('rules.baccarat.commission', { commission: data.commissionPercent })}</p>
      <p>
        {t('rules.baccarat.chances', {
          banker: data.outcomes.banker,
          player: data.outcomes.player,
          tie: data.outcomes.tie,
        })}
      </p>
      <p>{t('rules.baccarat.exact')}</p>
      {info && format ? <p>{t('rules.baccarat.units', { unit: format(info.unit) })}</p> : null}
      <p>{t('rules.fairness')}</p>
      <p>{t('rules.malfunction')}</p>
      <FullRulesLink game="baccarat" />
    </article>
  );
}

const CRASH_TARGETS = [101, 150, 200, 500, 1_000, 10_000] as const;

/** Crash's rules: the round, the crash point from the seeds, the return at every target, and the limits. */
export function CrashRules({ info, format }: { info?: StudioGameInfoOf<'crash'>; format?: Format }) {
  const { t, i18n } = useTranslation(['studio', 'fair']);
  const localName = useLocalName();
  const figures = gameRulesFigures().crash;
  const x = (h: number) => multiplierText(h, i18n.language);
  return (
    <article className="studio-rules" data-testid="rules">
      <h2>{t('rules.title', { game: info ? localName(info) : t('fair:games.crash') })}</h2>
      <p>{t('rules.crash.goal')}</p>
      <p>{t('rules.crash.point', { rtp: figures.rtp, instant: figures.instant })}</p>
      <p>{t('rules.crash.return', { rtp: figures.rtp })}</p>
      <table className="studio-paytable" data-testid="crash-table">
        <thead>
          <tr>
            <th scope="col">{t('rules.crash.target')}</th>
            <th scope="col">{t('rules.crash.chance')}</th>
            <th scope="col">{t('rules.return')}</th>
          </tr>
        </thead>
        <tbody>
          {CRASH_TARGETS.map((target) => (
            <tr key={target}>
              <th scope="row">×{x(target)}</th>
              <td>{reachChance(target, Number(figures.rtp), 4)} %</td>
              <td>{targetReturn(target, Number(figures.rtp))} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      {info && format ? (
        <p data-testid="crash-limits">
          {t('rules.crash.limits', {
            min: format(info.minStake),
            max: format(info.maxStake),
            minTarget: x(info.minTarget),
            maxTarget: x(info.maxTarget),
          })}
        </p>
      ) : null}
      <p>{t('rules.crash.rounding')}</p>
      <p>{t('rules.fairness')}</p>
      <p>{t('rules.malfunction')}</p>
      <FullRulesLink game="crash" />
    </article>
  );
}

/**
 * High Card's rules: the hand, ties, the published rake with a worked example from the engine, the timer and
 * the tables of the session's currency (ante and seats).
 */
export function HighCardRules({ info, format }: { info?: StudioGameInfoOf<'highcard'>; format?: Format }) {
  const { t } = useTranslation(['studio', 'fair']);
  const localName = useLocalName();
  const figures = gameRulesFigures().highCard;
  return (
    <article className="studio-rules" data-testid="rules">
      <h2>{t('rules.title', { game: info ? localName(info) : t('fair:games.high-card') })}</h2>
      <p>{t('rules.highCard.goal', { min: figures.minPlayers, max: figures.maxPlayers })}</p>
      <p data-testid="rake">{t('rules.highCard.rake', { rake: figures.rake })}</p>
      <p>
        {t('rules.highCard.example', {
          ante: figures.ante,
          pot: figures.pot,
          rakeAmount: figures.rakeAmount,
          prize: figures.prize,
        })}
      </p>
      <p>{t('rules.highCard.timer', { seconds: info?.startDelaySeconds ?? 8, min: figures.minPlayers })}</p>
      <p>{t('rules.highCard.antes')}</p>
      {info && format && info.tables.length > 0 ? (
        <table className="studio-paytable" data-testid="hc-tables">
          <thead>
            <tr>
              <th scope="col">{t('highCard.tables')}</th>
              <th scope="col">{t('rules.highCard.ante')}</th>
              <th scope="col">{t('rules.highCard.seats')}</th>
            </tr>
          </thead>
          <tbody>
            {info.tables.map((x) => (
              <tr key={x.tableId}>
                <th scope="row">{localName(x)}</th>
                <td>{format(x.stake)}</td>
                <td>{x.seats}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>{t('rules.highCard.fairness')}</p>
      <p>{t('rules.malfunction')}</p>
      <FullRulesLink game="high-card" />
    </article>
  );
}

/**
 * Bingo 75's rules: the card, the schedule, the patterns in order and each room's card price, pot share of the
 * sales and each pattern's share of the pot (the published figures the studio plays).
 */
export function BingoRules({ info, format }: { info?: StudioGameInfoOf<'bingo'>; format?: Format }) {
  const { t, i18n } = useTranslation('studio');
  const rooms = info?.rooms ?? BINGO_75_ROOMS;
  const localName = useLocalName();
  const money = format ?? ((minor: number) => formatMoney(minor, 'PHP', i18n.language));
  return (
    <article className="studio-rules" data-testid="rules">
      <h2>{t('rules.title', { game: info ? localName(info) : 'Bingo 75' })}</h2>
      <p>{t('rules.bingo.goal')}</p>
      <p>{t('rules.bingo.schedule')}</p>
      <p>{t('rules.bingo.patterns')}</p>
      <p>{t('rules.bingo.pot')}</p>
      {rooms.map((room) => (
        <section key={room.code} data-testid={`bingo-rules-${room.code}`}>
          <h3>{t(`bingo.rooms.${room.code}`)}</h3>
          <p>
            {t('rules.bingo.room', {
              price: money(room.cardPrice),
              max: room.maxCards,
              minutes: room.periodSeconds / 60,
              share: percentOfBp(room.returnBp),
            })}
          </p>
          <table className="studio-paytable">
            <thead>
              <tr>
                <th scope="col">{t('rules.bingo.pattern')}</th>
                <th scope="col">{t('rules.bingo.shareOfPot')}</th>
                <th scope="col">{t('rules.bingo.shareOfSales')}</th>
              </tr>
            </thead>
            <tbody>
              {room.stages.map((stage) => (
                <tr key={stage.pattern}>
                  <th scope="row">{t(`bingo.patterns.${stage.pattern}`)}</th>
                  <td>{percentOfBp(stage.shareBp)} %</td>
                  <td>{percentOfBp((stage.shareBp * room.returnBp) / 10_000)} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p>{t('rules.bingo.split')}</p>
      <p>{t('rules.bingo.fairness')}</p>
      <p>{t('rules.malfunction')}</p>
      <FullRulesLink game="bingo" />
    </article>
  );
}
