import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameFramePage } from './game-frame-page';

/** /vnlottery?code=: a lottery game in a full frame (no footer). */
export default function VnLotteryPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <GameFramePage
      title={t('meta.vnLottery.heading')}
      testId="page-vnLottery"
      facts={[{ label: t('lottery.gameCode'), value: code }]}
      message={code ? t('lottery.comingSoon') : t('lottery.noGame')}
    />
  );
}
