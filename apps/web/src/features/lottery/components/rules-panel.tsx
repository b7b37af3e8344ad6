import { useTranslation } from 'react-i18next';
import type { LotteryBetType } from '@suerte/contracts/core';
import { useSessionStore } from '../../../lib/session-store';
import { formatLotteryMoney } from '../model/money';
import { ruleExample, RULE_TYPES } from '../model/rule-examples';
import styles from './lottery.module.css';

interface RulesPanelProps {
  type: LotteryBetType;
  onType: (type: LotteryBetType) => void;
  currency: string;
}

/**
 * The rules page of a bet type: what it is (the Vietnamese name explained), how it is priced and paid, and a
 * worked example on a sample draw computed by the same rules the settlement uses, with the default odds.
 */
export function RulesPanel({ type, onType, currency }: RulesPanelProps) {
  const { t } = useTranslation('lottery');
  const language = useSessionStore((s) => s.language);
  const money = (minor: number) => formatLotteryMoney(minor, currency, language);
  const ex = ruleExample(type);
  const numbers = ex.numbers.join(', ');
  return (
    <section className={styles.panel} aria-labelledby="rules-title" data-testid="rules">
      <h2 id="rules-title" className={styles.panelTitle}>
        {t('rules.title', { name: t(`betTypes.${type}.name`) })}
      </h2>
      <div className={styles.chips} role="group" aria-label={t('slip.betType')}>
        {RULE_TYPES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={value === type}
            onClick={() => onType(value)}
          >
            {t(`betTypes.${value}.name`)}
          </button>
        ))}
      </div>
      <div className={styles.rules}>
        <p>{t(`betTypes.${type}.rule`)}</p>
        <p className={styles.muted}>{t('rules.defaults')}</p>
        <div className={styles.example} data-testid="rule-example">
          <p>
            <strong>{t('rules.exampleTitle')}</strong>
          </p>
          <p>
            {t('rules.exampleDraw', {
              region: t(`regions.${ex.region}`),
              special: ex.special,
            })}
          </p>
          <p>
            {ex.numbers.length > 0
              ? t('rules.exampleBet', { name: t(`betTypes.${type}.name`), numbers, points: ex.points })
              : t('rules.exampleSide', {
                  name: t(`betTypes.${type}.name`),
                  points: ex.points,
                  sum: ex.digitSum.sum,
                  max: ex.digitSum.max,
                })}
          </p>
          <p>{t('rules.exampleCost', { cost: money(ex.cost), price: money(ex.pricePerPoint) })}</p>
          <p>
            {ex.payout > 0
              ? t('rules.exampleWin', {
                  count: ex.hits,
                  payout: money(ex.payout),
                  win: money(ex.winPerPoint),
                })
              : t('rules.exampleLoss')}
          </p>
        </div>
      </div>
    </section>
  );
}
