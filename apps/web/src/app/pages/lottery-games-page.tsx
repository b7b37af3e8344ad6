import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../features/lottery/components/game-grid';
import { vnLotteryPath } from '../../lib/paths';
import { PageShell } from './page-shell';

/** /lottery-games?gameCode=&gameType=: the e-lottery vendor page (TCG_SEA); a game code opens that game. */
export default function LotteryGamesPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (gameCode && /^[A-Za-z0-9_-]{1,32}$/.test(gameCode))
    return <Navigate to={vnLotteryPath(gameCode)} replace />;
  return (
    <PageShell title={t('grid.elottHeading')} lead={t('grid.elottLead')} testId="page-lotteryGames">
      <GameGrid gameType="ELOTT" />
    </PageShell>
  );
}
