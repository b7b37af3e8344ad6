import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@suerte/contracts';
import { formatAmount } from '../../../lib/money-format';
import { useSessionStore } from '../../../lib/session-store';
import { useGameActions } from '../hooks/use-game-actions';
import { GameResults } from './game-results';
import { PvpRooms } from './pvp-rooms';

/** A category page's games (live casino, sports, fishing, PVP with its rooms, YB, bingo, cockfight...). */
export function CategoryLobby({
  category,
  vendor,
  query = '',
}: {
  category: GameCategory;
  vendor: string | null;
  query?: string;
}) {
  const { t } = useTranslation('lobby');
  const language = useSessionStore((s) => s.language);
  const { renderCard, actions, dialogs } = useGameActions();
  return (
    <>
      {category === 'PVP' ? (
        <PvpRooms
          vendor={vendor}
          onLaunch={actions.onLaunch}
          formatMinor={(minor) => formatAmount(minor, 2, '', language)}
        />
      ) : null}
      <GameResults
        category={category}
        source="CATALOGUE"
        vendor={vendor}
        query={query}
        renderCard={renderCard}
        emptyMessage={query ? t('noMatch', { query }) : t('categoryEmpty')}
      />
      {dialogs}
    </>
  );
}

/** /hot: the merchant's hot games of every category. */
export function HotLobby() {
  const { t } = useTranslation('lobby');
  const { renderCard, dialogs } = useGameActions();
  return (
    <>
      <GameResults source="HOT" vendor={null} query="" renderCard={renderCard} emptyMessage={t('hotEmpty')} />
      {dialogs}
    </>
  );
}
