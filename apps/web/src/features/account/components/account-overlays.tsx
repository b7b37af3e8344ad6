import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { agentPath, memberPath } from '../../../lib/centre-paths';
import { useAccountUi } from '../store/account-ui-store';

// Everything here loads when it opens; the shell only carries this switchboard.
const LoggedInElsewhereDialog = lazy(() => import('./logged-in-elsewhere-dialog'));
const NeedRealAccountDialog = lazy(() =>
  import('./need-real-account-dialog').then((m) => ({ default: m.NeedRealAccountDialog })),
);

/**
 * A centre asked for through the store (openMemberCentre('deposit') and the like) becomes a visit to its address:
 * the centre is a page, so Back, reload and links work; the page's own gate asks for login or the rights.
 */
function useCentreRequests(): void {
  const centre = useAccountUi((s) => s.centre);
  const navigate = useNavigate();
  useEffect(() => {
    if (!centre) return;
    useAccountUi.getState().closeCentre();
    navigate(centre.kind === 'member' ? memberPath(centre.page) : agentPath(centre.page));
  }, [centre, navigate]);
}

/**
 * The account layers, mounted once by the shell: the 'needs a real account' dialog and the 'logged in elsewhere'
 * notice; centres asked for through the store open at their address.
 */
export function AccountOverlays() {
  const notice = useAccountUi((s) => s.notice);
  const authModal = useAuthModal((s) => s.open);
  useCentreRequests();
  return (
    <>
      <Suspense fallback={null}>
        {authModal === 'needRealAccount' ? (
          <NeedRealAccountDialog open onClose={() => useAuthModal.getState().close()} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {notice === 'loggedInElsewhere' ? <LoggedInElsewhereDialog /> : null}
      </Suspense>
    </>
  );
}
