import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryBetType } from '@suerte/contracts/core';
import type { LotteryOdds, PlaceLotteryBetsResult } from '@suerte/contracts';
import { BET_SHAPES } from '@suerte/contracts/lottery-rules';
import { Dialog } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { useSessionStore } from '../../../lib/session-store';
import { lotteryKeys, placeBets } from '../api/lottery-api';
import { formatLotteryMoney } from '../model/money';
import { lineBets, lineProblems, quoteLine, slipCost, type SlipLine } from '../model/slip';
import { oddsTableOf, refusalText } from '../model/odds';
import { NumberPicker } from './number-picker';
import styles from './lottery.module.css';

interface BetSlipProps {
  gameCode: string;
  numero: string | null;
  isSale: boolean;
  odds: LotteryOdds;
  initialType?: string | null;
}

/**
 * The bet slip: a bet type, its numbers and points with the odds and cost shown before adding; the slip's
 * lines with their costs and the total; a confirmation that repeats what is bought before it is placed.
 */
export function BetSlip({ gameCode, numero, isSale, odds, initialType }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const toast = useToast();
  const client = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const offered = odds.betTypes;
  const table = useMemo(() => oddsTableOf(odds), [odds]);
  const region = odds.region;
  const money = (minor: number) => formatLotteryMoney(minor, odds.currency, language);
  const firstType = (offered.find((o) => o.betType === initialType) ?? offered[0])?.betType ?? 'lo2';
  const [type, setType] = useState<LotteryBetType>(firstType);
  const [numbers, setNumbers] = useState<string[]>([]);
  const [pointsText, setPointsText] = useState('1');
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const requestId = useRef<string | null>(null);
  const nextId = useRef(1);

  const meta = offered.find((o) => o.betType === type);
  const truot = BET_SHAPES[type].missAll === true;
  const points = Number.parseInt(pointsText, 10) || 0;
  const draft: SlipLine = { id: 'draft', type, numbers: meta?.digits ? numbers : [], points };
  const quote = meta ? quoteLine(draft, region, table) : null;
  const problems = lineProblems(draft, region);
  const total = slipCost(lines, region, table);
  const betCount = lines.reduce((sum, line) => sum + lineBets(line, region).length, 0);

  const choose = (next: LotteryBetType) => {
    const digitsNow = meta?.digits;
    setType(next);
    if (offered.find((o) => o.betType === next)?.digits !== digitsNow) setNumbers([]);
  };
  const addLine = () => {
    if (!quote) return;
    setLines((current) => [...current, { ...draft, id: String(nextId.current++) }]);
    setNumbers([]);
  };

  const place = useMutation({
    mutationFn: () => {
      requestId.current ??= crypto.randomUUID();
      return placeBets({
        requestId: requestId.current,
        gameCode,
        numero: numero ?? '',
        bets: lines.flatMap((line) =>
          lineBets(line, region).map((bet) => ({
            betType: bet.type,
            numbers: [...bet.numbers],
            points: bet.points,
          })),
        ),
      });
    },
    onSuccess: (result: PlaceLotteryBetsResult) => {
      requestId.current = null;
      setConfirming(false);
      setLines([]);
      setRefusals([]);
      toast.show(t('slip.placed', { count: result.bets.length, amount: money(result.totalCost) }), 'success');
      void client.invalidateQueries({ queryKey: lotteryKeys.all });
    },
    onError: (error) => {
      // A refusal is final for this slip: a changed slip is a new request.
      requestId.current = null;
      setRefusals(refusalText(error, t));
    },
  });

  if (offered.length === 0) return <p className={styles.muted}>{t('slip.noBetTypes')}</p>;
  return (
    <section className={styles.panel} aria-labelledby="slip-title" data-testid="bet-slip">
      <h2 id="slip-title" className={styles.panelTitle}>
        {t('slip.title')}
      </h2>
      <div className={styles.chips} role="group" aria-label={t('slip.betType')} data-testid="bet-types">
        {offered.map((o) => (
          <button
            key={o.betType}
            type="button"
            className={styles.chip}
            aria-pressed={o.betType === type}
            onClick={() => choose(o.betType)}
            data-testid={`bet-type-${o.betType}`}
          >
            {t(`betTypes.${o.betType}.name`)}
          </button>
        ))}
      </div>
      <p className={styles.muted} data-testid="bet-type-help">
        {t(`betTypes.${type}.short`)}
      </p>
      {meta ? (
        <dl className={styles.quote} data-testid="odds">
          <dt>{t('slip.pricePerPoint')}</dt>
          <dd>
            {meta.costMultiplier > 1
              ? t(truot ? 'slip.pricePerPointTruot' : 'slip.pricePerPointLo', {
                  price: money(meta.pricePerPoint),
                  count: meta.costMultiplier,
                  total: money(meta.pricePerPoint * meta.costMultiplier),
                })
              : money(meta.pricePerPoint)}
          </dd>
          <dt>{t('slip.winPerPoint')}</dt>
          <dd>{money(meta.winPerPoint)}</dd>
          <dt>{t('slip.limits')}</dt>
          <dd>{t('slip.limitsValue', { number: meta.maxPointsPerNumber, bet: meta.maxPointsPerBet })}</dd>
        </dl>
      ) : null}
      {truot && meta?.setSize ? (
        <p className={styles.muted} data-testid="truot-count">
          {t('slip.truotCount', { size: meta.setSize, picked: numbers.length })}
        </p>
      ) : null}
      {meta && meta.digits > 0 ? (
        <NumberPicker key={meta.digits} digits={meta.digits} value={numbers} onChange={setNumbers} />
      ) : null}
      <div className={styles.row}>
        <label className={styles.field}>
          {t('slip.points')}
          <input
            className={styles.small}
            inputMode="numeric"
            value={pointsText}
            onChange={(e) => setPointsText(e.target.value.replace(/\D/g, '').slice(0, 9))}
            data-testid="points"
          />
        </label>
        <div className={styles.field}>
          <span>{t('slip.lineCost')}</span>
          <strong data-testid="line-cost">{quote ? money(quote.cost) : '—'}</strong>
        </div>
        <div className={styles.field}>
          <span>{t('slip.winPerHit')}</span>
          <strong>{quote ? money(quote.winPerHit) : '—'}</strong>
        </div>
      </div>
      {quote && quote.bets > 1 ? (
        <p className={styles.muted}>{t('slip.xienCombos', { count: quote.bets })}</p>
      ) : null}
      {!quote && problems.length > 0 && (numbers.length > 0 || points <= 0) ? (
        <p className={styles.problem}>{problemText(problems[0]!.code, type, t)}</p>
      ) : null}
      <button type="button" className="ui-button" disabled={!quote} onClick={addLine} data-testid="add-line">
        {t('slip.addLine')}
      </button>

      {lines.length > 0 ? (
        <>
          <ul className={styles.slipLines} data-testid="slip-lines">
            {lines.map((line) => (
              <li key={line.id} className={styles.slipLine}>
                <span>
                  <strong>{t(`betTypes.${line.type}.name`)}</strong>{' '}
                  <span className={styles.picked}>{line.numbers.join(' ')}</span>{' '}
                  <span className={styles.muted}>{t('slip.pointsShort', { count: line.points })}</span>
                </span>
                <span>{money(quoteLine(line, region, table)?.cost ?? 0)}</span>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => setLines((current) => current.filter((l) => l.id !== line.id))}
                  aria-label={t('slip.remove')}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('slip.total', { count: betCount })}</span>
            <span data-testid="slip-total">{money(total)}</span>
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('slip.empty')}</p>
      )}
      {refusals.length > 0 ? (
        <div role="alert" data-testid="slip-refusals">
          {refusals.map((text) => (
            <p key={text} className={styles.problem}>
              {text}
            </p>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className="ui-button ui-button--primary"
        disabled={lines.length === 0 || !isSale || !numero}
        onClick={() => setConfirming(true)}
        data-testid="place-bets"
      >
        {isSale ? t('slip.place') : t('slip.closed')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('slip.confirmTitle')}
        testId="confirm-bets"
        actions={
          <>
            <button type="button" className="ui-button" onClick={() => setConfirming(false)}>
              {t('slip.cancel')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--primary"
              disabled={place.isPending}
              onClick={() => place.mutate()}
              data-testid="confirm-place"
            >
              {place.isPending ? t('slip.placing') : t('slip.confirm', { amount: money(total) })}
            </button>
          </>
        }
      >
        <p>{t('slip.confirmText', { count: betCount, numero, amount: money(total) })}</p>
        <ul className={styles.slipLines}>
          {lines.map((line) => (
            <li key={line.id}>
              {t(`betTypes.${line.type}.name`)} {line.numbers.join(' ')} ·{' '}
              {t('slip.pointsShort', { count: line.points })} ·{' '}
              {money(quoteLine(line, region, table)?.cost ?? 0)}
            </li>
          ))}
        </ul>
        {refusals.length > 0 ? (
          <div role="alert">
            {refusals.map((text) => (
              <p key={text} className={styles.problem}>
                {text}
              </p>
            ))}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

function problemText(
  code: string,
  type: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (code === 'WRONG_PICK_COUNT') return t('slip.problems.count', { type: t(`betTypes.${type}.name`) });
  if (code === 'BAD_POINTS') return t('slip.problems.points');
  if (code === 'DUPLICATE_NUMBER') return t('slip.problems.duplicate');
  if (code === 'NOT_OFFERED') return t('slip.problems.notOffered');
  return t('slip.problems.number');
}
