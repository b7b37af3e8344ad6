import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameFramePage } from './game-frame-page';

/** /lottery-games?gameCode=&gameType=: the e-lottery vendor page (vendor TCG_SEA). */
export default function LotteryGamesPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <GameFramePage
      title={t('meta.lotteryGames.heading')}
      testId="page-lotteryGames"
      facts={[
        { label: t('lottery.vendor'), value: 'TCG_SEA' },
        { label: t('lottery.gameCode'), value: params.get('gameCode') },
        { label: t('lottery.gameType'), value: params.get('gameType') },
      ]}
      message={t('lottery.comingSoon')}
    />
  );
}
