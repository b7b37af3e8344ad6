import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { LotteryGameType } from '@suerte/contracts/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useSessionStore } from '../../../lib/session-store';
import { gamesQuery } from '../api/lottery-api';
import { useRefreshTimer } from '../hooks/use-countdown';
import { closesAtFrom } from './countdown-text';
import { GameCard } from './game-card';
import styles from './lottery.module.css';

/** Every lottery game of one kind (regional LOTT or e-lottery ELOTT) as cards with countdowns. */
export function GameGrid({ gameType }: { gameType: LotteryGameType }) {
  const { t } = useTranslation('lottery');
  const merchant = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  const games = useQuery(gamesQuery(merchant, language));
  const list = (games.data?.list ?? []).filter((g) => g.gameType === gameType);
  const closes = list.map((g) => closesAtFrom(games.dataUpdatedAt, g.remainTime, g.lockTime, g.isSale));
  useRefreshTimer(games.data ? closes : [], () => void games.refetch());
  if (games.isPending) return <Loading />;
  if (games.isError) return <ErrorState error={games.error} onRetry={() => void games.refetch()} />;
  if (list.length === 0) return <EmptyState message={t('grid.empty')} />;
  return (
    <ul className={styles.cards} data-testid="lottery-grid">
      {list.map((game, i) => (
        <GameCard key={game.gameCode} game={game} closesAt={closes[i] ?? null} />
      ))}
    </ul>
  );
}
