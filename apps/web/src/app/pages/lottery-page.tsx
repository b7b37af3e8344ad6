import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameFramePage } from './game-frame-page';

/** /lottery?gameCode=&playType=: the lottery screen. */
export default function LotteryPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <GameFramePage
      title={t('meta.lottery.heading')}
      testId="page-lottery"
      facts={[
        { label: t('lottery.gameCode'), value: gameCode },
        { label: t('lottery.playType'), value: params.get('playType') },
      ]}
      message={t('lottery.comingSoon')}
    />
  );
}
