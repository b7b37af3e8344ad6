import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { useHotGames } from '../../lib/queries/hot-games';
import { Loading } from '../../components/ui/loading';
import { ErrorState } from '../../components/ui/error-state';
import { EmptyState } from '../../components/ui/empty-state';
import { PageShell } from './page-shell';

function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation('pages');
  return (
    <li className="game-tile" data-testid={`hot-game-${game.nodeId}`}>
      <img className="game-tile__icon" src={game.iconUrl} alt="" width={160} height={160} loading="lazy" />
      <div className="game-tile__body">
        <p className="game-tile__name">{game.gameName}</p>
        <p className="game-tile__vendor">{game.vassalage}</p>
      </div>
      {/* Launching games comes with the game platform; until then the button says so instead of failing. */}
      <button
        type="button"
        className="ui-button ui-button--primary game-tile__play"
        disabled
        aria-describedby="hot-launch-note"
      >
        {t('games.play')}
      </button>
    </li>
  );
}

/** /hot: the merchant's hot games. */
export default function HotPage() {
  const { t } = useTranslation('pages');
  const query = useHotGames();
  let body;
  if (query.isPending) body = <Loading label={t('games.loading')} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <p id="hot-launch-note" className="page__note">
          {t('games.launchSoon')}
        </p>
        <ul className="game-grid">
          {query.data.list.map((game) => (
            <GameTile key={game.nodeId} game={game} />
          ))}
        </ul>
      </>
    );
  return (
    <PageShell title={t('meta.hot.heading')} lead={t('meta.hot.description')} testId="page-hot">
      {body}
    </PageShell>
  );
}
