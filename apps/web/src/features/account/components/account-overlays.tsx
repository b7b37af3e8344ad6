import { lazy, Suspense, useEffect } from 'react';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useCentreAccess } from '../hooks/use-centre-access';
import { useAccountUi } from '../store/account-ui-store';

// Everything here loads when it opens; the shell only carries this switchboard.
const MemberCentre = lazy(() => import('./member-centre'));
const AgentCentre = lazy(() => import('./agent-centre'));
const LoggedInElsewhereDialog = lazy(() => import('./logged-in-elsewhere-dialog'));
const NeedRealAccountDialog = lazy(() =>
  import('./need-real-account-dialog').then((m) => ({ default: m.NeedRealAccountDialog })),
);

/**
 * The account layers, mounted once by the shell: member centre, agent centre, the 'needs a real account'
 * dialog and the 'logged in elsewhere' notice. A centre asked for without the rights (also when forced
 * through the store) does not open: the login modal or the real-account dialog shows instead (spec §5).
 */
export function AccountOverlays() {
  const centre = useAccountUi((s) => s.centre);
  const notice = useAccountUi((s) => s.notice);
  const authModal = useAuthModal((s) => s.open);
  const access = useCentreAccess(centre?.kind);

  useEffect(() => {
    if (!centre || access === 'allowed' || access === 'pending') return;
    useAccountUi.getState().closeCentre();
    if (access === 'denied') useAuthModal.getState().show('needRealAccount');
    else if (access === 'loggedOut') useAuthModal.getState().show('login');
  }, [centre, access]);

  const showCentre = centre !== null && access === 'allowed';
  return (
    <>
      <Suspense fallback={null}>
        {showCentre && centre.kind === 'member' ? <MemberCentre page={centre.page} /> : null}
        {showCentre && centre.kind === 'agent' ? <AgentCentre page={centre.page} /> : null}
      </Suspense>
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
