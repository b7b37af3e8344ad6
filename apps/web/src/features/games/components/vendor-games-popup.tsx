import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameCategory } from '@suerte/contracts';
import { Modal } from '../../../components/ui/modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useGameList } from '../api/game-list';
import styles from './games.module.css';

const POPUP_PAGE_SIZE = 30;

/**
 * The game popup (spec §2, §4 "VASSALAGE opens a popup list"): a vendor entry opens the list of that vendor's
 * games in the category, each playable from the list; more load on demand.
 */
export function VendorGamesPopup({
  category,
  vendor,
  vendorName,
  onClose,
  renderCard,
}: {
  category: GameCategory;
  vendor: string;
  vendorName: string;
  onClose: () => void;
  renderCard: (game: Game) => ReactNode;
}) {
  const { t } = useTranslation('lobby');
  const list = useGameList({ gameType: category, vassalage: vendor, pageSize: POPUP_PAGE_SIZE });
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  let body;
  if (list.isPending) body = <Loading label={t('loading')} />;
  else if (list.isError && games.length === 0)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (games.length === 0) body = <EmptyState message={t('popup.empty')} />;
  else
    body = (
      <>
        <ul className={styles.popupGrid}>
          {games.map((game) => (
            <li key={game.nodeId}>{renderCard(game)}</li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <button
            type="button"
            className="ui-button"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('popup.more')}
          </button>
        ) : null}
      </>
    );
  return (
    <Modal open onClose={onClose} title={t('popup.title', { vendor: vendorName })} testId="game-popup">
      {body}
    </Modal>
  );
}
