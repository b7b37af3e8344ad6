import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LotteryGame } from '@suerte/contracts';
import { vnLotteryPath } from '../../../lib/paths';
import { useRequireLogin } from '../../../lib/use-require-login';
import { CountdownText } from './countdown-text';
import styles from './lottery.module.css';

/**
 * An `/elott` item (spec §2): name, icon, countdown and the last winning numbers. A click opens the game, or
 * the login dialog when logged out (entering a lottery needs login, spec §6).
 */
export function GameCard({ game, closesAt }: { game: LotteryGame; closesAt: number | null }) {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const open = () => requireLogin(() => void navigate(vnLotteryPath(game.gameCode)));
  return (
    <li className={styles.cardItem}>
      <button
        type="button"
        className={styles.card}
        onClick={open}
        data-testid={`lottery-card-${game.gameCode}`}
      >
        <img className={styles.cardIcon} src={game.webIconUrl} alt="" width={48} height={48} loading="lazy" />
        <span className={styles.cardBody}>
          <span className={styles.cardName}>
            {game.gameName}
            {game.demo ? <span className={styles.demo}>{t('demo')}</span> : null}
          </span>
          <span className={styles.cardRemark}>{game.remark}</span>
          <span className={styles.cardRow}>
            <span className={styles.muted}>{game.isSale ? t('card.closesIn') : t('card.notOnSale')}</span>
            <CountdownText closesAt={closesAt} onSale={game.isSale} />
          </span>
          <span className={styles.cardRow}>
            <span className={styles.muted}>
              {game.previousNumero
                ? t('card.lastDraw', { numero: game.previousNumero })
                : t('card.noResultYet')}
            </span>
            {game.previousWinningNumber ? (
              <span
                className={styles.winning}
                aria-label={t('card.winningNumber', { number: game.previousWinningNumber })}
              >
                {game.previousWinningNumber}
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
