import { useSearchParams } from 'react-router';
import { LotteryLaunch } from '../../features/lottery/components/lottery-launch';

/** /lottery?gameCode=&playType=: the lottery screen (header LOTT: the first popular game). */
export default function LotteryPage() {
  const [params] = useSearchParams();
  return <LotteryLaunch gameCode={params.get('gameCode')} playType={params.get('playType')} />;
}
