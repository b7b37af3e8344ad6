import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useRooms } from '../api/room-list';
import { GameImage } from './game-image';
import styles from './games.module.css';

type Room = NonNullable<ReturnType<typeof useRooms>['data']>['rooms'][number];

/** A room as the game it seats, for the launcher (rooms are games with a room id). */
function roomGame(room: Room): Game {
  return {
    nodeId: room.nodeId,
    nodeName: room.gameName,
    gameName: room.gameName,
    iconUrl: room.iconUrl,
    showIcon: true,
    vassalage: room.vassalage,
    gameCategory: 'PVP',
    gameClassify: null,
    supportPlay: 1,
    isFav: false,
    roomId: room.roomId,
    minBet: room.minBet,
    minLineNum: 0,
    status: room.status,
    demo: false,
    isGame: 'GAME',
  };
}

/**
 * The PVP rooms (GLS2_roomList) of the chosen vendor, each with its smallest bet and, when the vendor reports
 * it, how many seats are taken; a room opens its game.
 */
export function PvpRooms({
  vendor,
  onLaunch,
  formatMinor,
}: {
  vendor: string | null;
  onLaunch: (game: Game, trial: boolean) => void;
  formatMinor: (minor: number) => string;
}) {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const query = useRooms(vendor);
  let body;
  if (query.isPending) body = <Loading label={t('rooms.loading')} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.rooms.length === 0) body = <EmptyState message={t('rooms.empty')} />;
  else
    body = (
      <ul className={styles.rooms}>
        {query.data.rooms.map((room) => (
          <li key={room.roomId} className={styles.room} data-testid={`room-${room.roomId}`}>
            <GameImage src={room.iconUrl} />
            <div className={styles.roomBody}>
              <p className={styles.cardName}>{room.roomName ?? room.gameName}</p>
              <p className={styles.cardVendor}>
                {room.roomName ? room.gameName : room.vassalage} ·{' '}
                {t('rooms.minBet', { amount: formatMinor(room.minBet) })}
              </p>
              {typeof room.seats === 'number' && typeof room.seated === 'number' ? (
                <p className={styles.cardVendor} data-testid="room-occupancy">
                  {t('rooms.seated', { seated: room.seated, seats: room.seats })}
                  {room.roomStatus === 'PLAYING' ? ` · ${t('rooms.playing')}` : ''}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className="ui-button ui-button--primary"
              disabled={room.status === 'MAINTENANCE'}
              onClick={() => onLaunch(roomGame(room), false)}
            >
              {room.status === 'MAINTENANCE' ? t('card.maintenance') : t('rooms.join')}
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="pvp-rooms">
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('rooms.title')}
        </h2>
      </header>
      {body}
    </section>
  );
}
