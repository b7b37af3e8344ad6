import { useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '@suerte/contracts';
import { GameIcon } from '../../../components/ui/icons';
import styles from './home.module.css';

/** Spec §8: a failing image is tried twice, then replaced by the default picture. */
const IMAGE_ATTEMPTS = 2;

function GameImage({ game }: { game: Game }) {
  const [attempt, setAttempt] = useState(1);
  const failed = attempt > IMAGE_ATTEMPTS;
  if (!game.showIcon || !game.iconUrl || failed) {
    return (
      <span className={styles.gameFallback} data-testid="game-card-fallback">
        <GameIcon size={40} />
      </span>
    );
  }
  // The key remounts the element, which requests the image again.
  return (
    <img
      key={attempt}
      className={styles.gameImage}
      src={game.iconUrl}
      alt=""
      loading="lazy"
      onError={() => setAttempt((a) => a + 1)}
    />
  );
}

/**
 * One game tile. Game launch does not exist yet, so the tile leads to the slot games page rather than
 * pretending to start the game.
 */
export function GameCard({ game }: { game: Game }) {
  return (
    <Link to="/slot-games" className={styles.gameCard} data-testid="game-card">
      <GameImage game={game} />
      <span className={styles.gameName}>{game.gameName || game.nodeName}</span>
      <span className={styles.gameVendor}>{game.vassalage}</span>
    </Link>
  );
}
