import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { errorMessageKey } from '../../../lib/error-message';
import { useSessionStore } from '../../../lib/session-store';
import { fetchLaunch, gamePagePath } from '../../../lib/launch/launch-game';
import { MaintenanceAlternatives } from '../components/maintenance-alternatives';
import { planLaunch } from './launch-target';

/** Refusals meaning the game is under maintenance (the server may offer alternatives with them). */
const MAINTENANCE_CODES = new Set(['GAME_MAINTENANCE', 'MAINTENANCE']);

export interface GamePopupRequest {
  category: Game['gameCategory'];
  /** The vendor whose games the popup lists: the vendor entry's own vendor (vassalage). */
  vendor: string;
  title: string;
}

export interface GameLauncher {
  launch: (game: Game, trial: boolean) => void;
  /** The game popup asked for by a VASSALAGE entry (spec §4), or null. */
  popup: GamePopupRequest | null;
  closePopup: () => void;
  pendingId: string | null;
  /** The "game under maintenance" window with alternatives; render it once on the page. */
  dialog: ReactNode;
}

/** Starts games as spec §4 says (see planLaunch); a game under maintenance offers alternatives (spec §8). */
export function useLaunchGame(): GameLauncher {
  const { t } = useTranslation('common');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [underMaintenance, setUnderMaintenance] = useState<{ game: Game; alternatives?: Game[] } | null>(
    null,
  );
  const [popup, setPopup] = useState<GamePopupRequest | null>(null);

  const launch = useCallback(
    (game: Game, trial: boolean) => {
      if (game.status === 'MAINTENANCE') {
        setUnderMaintenance({ game });
        return;
      }
      const plan = planLaunch(game, trial, useSessionStore.getState().token !== null);
      if (plan.kind === 'login') {
        useAuthModal.getState().show('login');
        return;
      }
      if (plan.kind === 'popup') {
        setPopup({
          category: game.gameCategory,
          vendor: game.vassalage,
          title: game.nodeName || game.gameName,
        });
        return;
      }
      if (plan.kind === 'route') {
        void queryClient.invalidateQueries({ queryKey: ['recentGames'] });
        void navigate(plan.to);
        return;
      }
      // LIVE starts at once: the address is asked for here; the game page opens it (or the vendor's own page).
      setPendingId(game.nodeId);
      const { language } = useSessionStore.getState();
      fetchLaunch({ game, trial: plan.trial, language, backUrl: window.location.pathname })
        .then((answer) => {
          void queryClient.invalidateQueries({ queryKey: ['recentGames'] });
          if (answer.openMode === 'REDIRECT') window.location.assign(answer.content);
          else void navigate(gamePagePath(game, plan.trial), { state: { launch: answer } });
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && MAINTENANCE_CODES.has(error.code)) {
            const value = error.value as { alternatives?: Game[] } | null;
            setUnderMaintenance({ game, alternatives: value?.alternatives });
            return;
          }
          const { key, detail } = errorMessageKey(error);
          toast.show(detail ?? t(key), 'error');
        })
        .finally(() => setPendingId(null));
    },
    [navigate, queryClient, toast, t],
  );

  const dialog = underMaintenance ? (
    <MaintenanceAlternatives
      game={underMaintenance.game}
      given={underMaintenance.alternatives}
      onClose={() => setUnderMaintenance(null)}
      onPick={(alternative) => {
        setUnderMaintenance(null);
        launch(alternative, false);
      }}
    />
  ) : null;
  return { launch, pendingId, dialog, popup, closePopup: () => setPopup(null) };
}
