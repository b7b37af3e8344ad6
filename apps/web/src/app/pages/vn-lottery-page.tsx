import { GamePage } from '../../features/lottery/components/game-page';

/** /vnlottery?code=: a lottery game (no footer). */
export default function VnLotteryPage() {
  return (
    <section data-testid="page-vnLottery">
      <GamePage />
    </section>
  );
}
