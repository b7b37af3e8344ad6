import { useCallback, useMemo, type ReactNode } from 'react';
import type { Game } from '@suerte/contracts';
import { useGameVendors } from '../../../lib/queries/game-vendors';
import { GameCard, type GameCardActions } from '../components/game-card';
import { VendorGamesPopup } from '../components/vendor-games-popup';
import { useFavouriteToggle } from './use-favourite-toggle';
import { useLaunchGame } from './use-launch-game';

export interface GameActions {
  actions: GameCardActions;
  renderCard: (game: Game) => ReactNode;
  /** The windows the actions may open; render once on the page. */
  dialogs: ReactNode;
}

/** Play, free trial and favourite for every card of a page, with their windows. */
export function useGameActions(): GameActions {
  const favourites = useFavouriteToggle();
  const launcher = useLaunchGame();
  const groups = useGameVendors().data;
  const vendorNameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const group of groups ?? [])
      for (const card of group.vendors.flatMap((lane) => lane.cards))
        names.set(card.vassalage, card.vendorName);
    return (code: string) => names.get(code) ?? code;
  }, [groups]);
  const actions: GameCardActions = {
    onLaunch: launcher.launch,
    onToggleFavourite: favourites.toggle,
    isFavourite: favourites.isFavourite,
    favouritePending: favourites.pendingId,
    launchPending: launcher.pendingId,
    vendorNameOf,
  };
  const { onLaunch, onToggleFavourite, isFavourite, favouritePending, launchPending } = actions;
  const renderCard = useCallback(
    (game: Game) => (
      <GameCard
        game={game}
        onLaunch={onLaunch}
        onToggleFavourite={onToggleFavourite}
        isFavourite={isFavourite}
        favouritePending={favouritePending}
        launchPending={launchPending}
        vendorNameOf={vendorNameOf}
      />
    ),
    [onLaunch, onToggleFavourite, isFavourite, favouritePending, launchPending, vendorNameOf],
  );
  return {
    actions,
    renderCard,
    dialogs: (
      <>
        {favourites.dialog}
        {launcher.dialog}
        {launcher.popup ? (
          <VendorGamesPopup
            category={launcher.popup.category}
            vendor={launcher.popup.vendor}
            vendorName={launcher.popup.title}
            onClose={launcher.closePopup}
            renderCard={renderCard}
          />
        ) : null}
      </>
    ),
  };
}
