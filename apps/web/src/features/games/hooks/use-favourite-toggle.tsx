import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { Dialog } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { errorMessageKey } from '../../../lib/error-message';
import { useSessionStore } from '../../../lib/session-store';
import { useFavouriteChange } from '../api/favourite-change';
import { useFavouriteIds } from '../api/favourite-ids';

export interface FavouriteToggle {
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: Game) => void;
  pendingId: string | null;
  /** The "sorry, log in" window for visitors; render it once on the page. */
  dialog: ReactNode;
}

/**
 * Favourite toggle (spec §4, §5): a member adds a game that is not a favourite and removes one that is; the
 * star changes only when the server has agreed. A visitor gets the info window "sorry, log in".
 */
export function useFavouriteToggle(): FavouriteToggle {
  const { t } = useTranslation(['lobby', 'common']);
  const toast = useToast();
  const token = useSessionStore((s) => s.token);
  const ids = useFavouriteIds();
  const change = useFavouriteChange();
  const [askLogin, setAskLogin] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const key = [...ids].join(',');
  const isFavourite = useMemo(() => {
    const set = new Set(key ? key.split(',') : []);
    return (nodeId: string) => set.has(nodeId);
  }, [key]);

  const toggle = useCallback(
    (game: Game) => {
      if (!token) {
        setAskLogin(true);
        return;
      }
      setPendingId(game.nodeId);
      change.mutate(
        { game, add: !isFavourite(game.nodeId) },
        {
          onError: (error) => {
            const { key: messageKey, detail } = errorMessageKey(error);
            toast.show(detail ?? t(`common:${messageKey}`), 'error');
          },
          onSettled: () => setPendingId(null),
        },
      );
    },
    [token, change, isFavourite, toast, t],
  );

  const close = () => setAskLogin(false);
  const dialog = (
    <Dialog
      open={askLogin}
      onClose={close}
      title={t('lobby:favourites.loginTitle')}
      testId="favourite-login"
      actions={
        <>
          <button type="button" className="ui-button" onClick={close}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => {
              close();
              useAuthModal.getState().show('login');
            }}
          >
            {t('lobby:favourites.login')}
          </button>
        </>
      }
    >
      <p>{t('lobby:favourites.loginNeeded')}</p>
    </Dialog>
  );
  return { isFavourite, toggle, pendingId, dialog };
}
