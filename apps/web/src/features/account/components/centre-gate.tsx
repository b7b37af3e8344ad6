import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useRequireLogin } from '../../../lib/use-require-login';
import { useCentreAccess, type CentreKind } from '../hooks/use-centre-access';
import { useMemberInfo } from '../hooks/use-member-info';
import styles from './centre.module.css';

/** Logged out on a centre's address: the login dialog opens; after the login the same address shows the page. */
function LoginNeeded() {
  const { t } = useTranslation('account');
  const requireLogin = useRequireLogin();
  return (
    <div className="ui-state" role="status" data-testid="centre-login-needed">
      <p>{t('centre.loginNeeded')}</p>
      <button type="button" className="ui-button ui-button--primary" onClick={() => requireLogin(() => {})}>
        {t('session.login')}
      </button>
    </div>
  );
}

/**
 * The rights of a centre's address (spec §4, §5): logged out, the login dialog opens over it and the page follows
 * the login; without the rights (a trial account, or no agent) the member goes home and the 'needs a real
 * account' dialog says why; a session that ends inside the centre leaves it for home.
 */
export function CentreGate({ kind, children }: { kind: CentreKind; children: ReactNode }) {
  const access = useCentreAccess(kind);
  const info = useMemberInfo();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const signedIn = useRef(false);

  useEffect(() => {
    if (access === 'loggedOut') {
      if (signedIn.current) navigate('/', { replace: true });
      else requireLogin(() => {});
      return;
    }
    signedIn.current = true;
    if (access === 'denied') {
      navigate('/', { replace: true });
      useAuthModal.getState().show('needRealAccount');
    }
  }, [access, navigate, requireLogin]);

  if (access === 'allowed') return children;
  let body: ReactNode = <Loading />;
  if (access === 'loggedOut') body = <LoginNeeded />;
  else if (access === 'failed') body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  return <div className={styles.gate}>{body}</div>;
}
