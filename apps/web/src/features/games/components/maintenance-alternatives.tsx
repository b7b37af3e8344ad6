import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { Modal } from '../../../components/ui/modal';
import { Loading } from '../../../components/ui/loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { useGameList } from '../api/game-list';
import { GameImage } from './game-image';
import styles from './games.module.css';

const ALTERNATIVES = 6;

/** Spec §8 "game under maintenance with alternatives": other playable games of the same kind. */
export function MaintenanceAlternatives({
  game,
  given,
  onClose,
  onPick,
}: {
  game: Game;
  /** Alternatives the server offered with its refusal; otherwise they are looked up here. */
  given?: Game[];
  onClose: () => void;
  onPick: (game: Game) => void;
}) {
  const { t } = useTranslation('lobby');
  const list = useGameList(
    { gameType: game.gameCategory, gameClassify: game.gameClassify, pageSize: ALTERNATIVES + 4 },
    { enabled: !given },
  );
  const others = (given ?? list.data?.pages[0]?.games ?? [])
    .filter((g) => g.nodeId !== game.nodeId && g.status === 'ON')
    .slice(0, ALTERNATIVES);
  let body;
  if (!given && list.isPending) body = <Loading />;
  else if (others.length === 0) body = <EmptyState message={t('maintenance.none')} />;
  else
    body = (
      <ul className={styles.pickList}>
        {others.map((other) => (
          <li key={other.nodeId}>
            <button type="button" className={styles.pick} onClick={() => onPick(other)}>
              <GameImage src={other.iconUrl} show={other.showIcon} />
              <span>{other.gameName || other.nodeName}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <Modal open onClose={onClose} title={t('maintenance.title')} testId="game-maintenance">
      <p>{t('maintenance.lead', { name: game.gameName || game.nodeName })}</p>
      {body}
    </Modal>
  );
}
