import { useTranslation } from 'react-i18next';
import type { RoundInput } from '../model/round-input';
import type { Verification } from '../model/verify-round';
import { BaccaratOutcome } from './baccarat-outcome';
import {
  BingoCardOutcome,
  BingoDrawOutcome,
  CockfightOutcome,
  CrashOutcome,
  FootballOutcome,
  HighCardOutcome,
  MinesOutcome,
} from './game-outcomes';
import { LotteryOutcome } from './lottery-outcome';
import { SlotOutcome } from './slot-outcome';
import styles from './fair.module.css';

type Round = Extract<Verification, { hashMatches: true }>['round'];

/** Step 2: the recomputed round, drawn for its game. */
function Outcome({ game, round, picks }: { game: RoundInput['game']; round: Round; picks?: number[] }) {
  switch (round.kind) {
    case 'slot':
      return game.kind === 'slot' ? (
        <SlotOutcome round={round.round} gameId={game.gameId} variantId={game.variantId} />
      ) : null;
    case 'baccarat':
      return <BaccaratOutcome coup={round.coup} />;
    case 'mines':
      return <MinesOutcome mines={round.mines} picks={picks} />;
    case 'crash':
      return <CrashOutcome round={round.round} />;
    case 'bingoDraw':
      return <BingoDrawOutcome draw={round.draw} />;
    case 'bingoCard':
      return <BingoCardOutcome card={round.card} />;
    case 'highCard':
      return <HighCardOutcome cards={round.cards} />;
    case 'cockfight':
      return <CockfightOutcome result={round.result} />;
    case 'football':
      return <FootballOutcome score={round.score} />;
    case 'lottery':
      return <LotteryOutcome replay={round} />;
  }
}

/** Step 1 (the hash) as a clear pass or fail, then step 2 (the recomputed round) when step 1 passed. */
export function VerificationResult({
  input,
  verification,
}: {
  input: RoundInput;
  verification: Verification;
}) {
  const { t } = useTranslation('fair');
  const { game } = input;
  return (
    <div className={styles.result} data-testid="fair-result">
      <div
        className={`${styles.check} ${verification.hashMatches ? styles.pass : styles.fail}`}
        role={verification.hashMatches ? 'status' : 'alert'}
        data-testid={verification.hashMatches ? 'fair-hash-pass' : 'fair-hash-fail'}
      >
        <strong>{verification.hashMatches ? t('result.hashPass') : t('result.hashFail')}</strong>
        <span className={styles.hashLine}>
          {t('result.computedHash')} <code className={styles.hash}>{verification.computedHash}</code>
        </span>
      </div>
      {input.seedParts ? (
        <p className={styles.hashLine} data-testid="fair-mixed-seed">
          {t('result.mixedSeed', { parts: input.seedParts.length })}{' '}
          <code className={styles.hash}>{input.clientSeed}</code>
        </p>
      ) : null}
      {verification.hashMatches ? (
        <Outcome game={game} round={verification.round} picks={input.picks} />
      ) : null}
    </div>
  );
}
