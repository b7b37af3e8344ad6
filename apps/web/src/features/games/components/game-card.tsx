import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { GameImage } from './game-image';
import styles from './games.module.css';

export interface GameCardActions {
  /** Play now (trial false) or the free trial (trial true). */
  onLaunch: (game: Game, trial: boolean) => void;
  onToggleFavourite?: (game: Game) => void;
  isFavourite?: (nodeId: string) => boolean;
  /** The node id whose favourite change is on its way to the server. */
  favouritePending?: string | null;
  launchPending?: string | null;
  /** The vendor's display name for its code (the code itself when unknown). */
  vendorNameOf?: (vassalage: string) => string;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One game: picture, name, vendor, favourite star, play now and (when allowed) the free trial. A vendor entry
 * (isGame VASSALAGE) is not a game: it says so and opens its vendor's games, without trial or favourite.
 */
export const GameCard = memo(function GameCard({
  game,
  onLaunch,
  onToggleFavourite,
  isFavourite,
  favouritePending,
  launchPending,
  vendorNameOf,
}: { game: Game } & GameCardActions) {
  const { t } = useTranslation('lobby');
  const name = game.gameName || game.nodeName;
  const favourite = isFavourite ? isFavourite(game.nodeId) : game.isFav;
  const maintenance = game.status === 'MAINTENANCE';
  const launching = launchPending === game.nodeId;
  const vendorEntry = game.isGame === 'VASSALAGE';
  return (
    <article className={styles.card} data-testid={`game-${game.nodeId}`} aria-label={name}>
      <div className={styles.cardMedia}>
        <GameImage src={game.iconUrl} show={game.showIcon} whole={vendorEntry} />
        <div className={styles.badges}>
          {vendorEntry ? <span className={styles.badge}>{t('card.vendorEntry')}</span> : null}
          {game.demo ? <span className={styles.badge}>{t('card.demo')}</span> : null}
          {maintenance ? (
            <span className={`${styles.badge} ${styles.badgeWarn}`}>{t('card.maintenance')}</span>
          ) : null}
        </div>
        {game.supportPlay === 0 && !vendorEntry ? (
          <button
            type="button"
            className={styles.trialButton}
            disabled={maintenance || launching}
            onClick={() => onLaunch(game, true)}
            data-testid="free-trial"
          >
            {t('card.trial')}
          </button>
        ) : null}
        {onToggleFavourite && !vendorEntry ? (
          <button
            type="button"
            className={styles.favButton}
            aria-pressed={favourite}
            aria-label={favourite ? t('card.unfavourite', { name }) : t('card.favourite', { name })}
            disabled={favouritePending === game.nodeId}
            onClick={() => onToggleFavourite(game)}
            data-testid="favourite-toggle"
          >
            <StarIcon filled={favourite} />
          </button>
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardName} title={name}>
          {name}
        </h3>
        <p className={styles.cardVendor}>{vendorNameOf ? vendorNameOf(game.vassalage) : game.vassalage}</p>
      </div>
      <div className={styles.cardActions}>
        <button
          type="button"
          className="ui-button ui-button--primary"
          disabled={maintenance || launching}
          onClick={() => onLaunch(game, false)}
          data-testid={vendorEntry ? 'open-vendor' : 'play-now'}
        >
          {vendorEntry ? t('card.openVendor') : launching ? t('card.starting') : t('card.play')}
        </button>
      </div>
    </article>
  );
});

/** A card-shaped placeholder while games load. */
export function GameCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="game-skeleton">
      <div className={`${styles.image} ${styles.shimmer}`} />
      <div className={styles.cardBody}>
        <div className={`${styles.lineSkeleton} ${styles.shimmer}`} />
        <div className={`${styles.lineSkeleton} ${styles.lineShort} ${styles.shimmer}`} />
      </div>
      {/* The buttons' place too: a skeleton is exactly as tall as the card that replaces it. */}
      <div className={styles.cardActions}>
        <div className={`${styles.buttonSkeleton} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
