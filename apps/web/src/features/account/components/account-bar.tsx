import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canOpenAgentCentre, isNonRealAccount } from '@suerte/contracts/core';
import { AlertIcon, LogoutIcon, MailIcon, TeamIcon, UserIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { agentPath, memberPath } from '../../../lib/centre-paths';
import { useMemberInfo } from '../hooks/use-member-info';
import { useRequireRealAccount } from '../hooks/use-centre-access';
import { BalanceButton } from './balance-button';
import { AccountMenu } from './account-menu';
import styles from './account-bar.module.css';

// The confirmation window and the trial account's deposit window load when asked for: the header stays light.
const LogoutConfirm = lazy(() => import('./logout-confirm'));
const TrialDepositDialog = lazy(() => import('../wallet/trial-deposit-dialog'));

/**
 * Logged out: Log in and Register open the identity modals (the auth feature renders them). Both show at every
 * width, side by side, each on one line.
 */
function GuestButtons() {
  const { t } = useTranslation('account');
  const show = useAuthModal((s) => s.show);
  return (
    <div className={styles.guest} role="group" aria-label={t('bar.guestLabel')} data-testid="header-guest">
      <button
        type="button"
        className={`ui-button ${styles.login}`}
        onClick={() => show('login')}
        data-testid="header-login"
      >
        {t('bar.login')}
      </button>
      <button
        type="button"
        className={`ui-button ui-button--accent ${styles.register}`}
        onClick={() => show('register')}
        data-testid="header-register"
      >
        {t('bar.register')}
      </button>
    </div>
  );
}

function IconAction(props: { label: string; testId: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="ui-icon-button header__icon-button"
      onClick={props.onClick}
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}

function LogoutButton() {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <IconAction label={t('bar.logout')} testId="account-logout" onClick={() => setConfirming(true)}>
        <LogoutIcon />
      </IconAction>
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutConfirm onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Deposit (spec §2): a real account goes to the member centre's deposit page (/member/deposit); a trial account (isAgent 4) cannot
 * open the centre but is a demo account by nature, so it gets the play-money top-up in a window of its own.
 */
function DepositButton({ trial }: { trial: boolean }) {
  const { t } = useTranslation('account');
  const requireMember = useRequireRealAccount('member');
  const navigate = useNavigate();
  const [trialOpen, setTrialOpen] = useState(false);
  const open = () => {
    if (trial) setTrialOpen(true);
    else requireMember(() => navigate(memberPath('deposit')));
  };
  return (
    <>
      <button
        type="button"
        className={`ui-button ui-button--accent ${styles.deposit}`}
        onClick={open}
        data-testid="header-deposit"
      >
        {t('bar.deposit')}
      </button>
      {trialOpen ? (
        <Suspense fallback={null}>
          <TrialDepositDialog onClose={() => setTrialOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function MemberBar() {
  const { t } = useTranslation('account');
  const info = useMemberInfo();
  const requireMember = useRequireRealAccount('member');
  const requireAgent = useRequireRealAccount('agent');
  const navigate = useNavigate();

  if (info.isPending)
    return (
      <span
        className={styles.pending}
        role="status"
        aria-label={t('bar.loading')}
        data-testid="account-bar-loading"
      >
        <span className={styles.spinner} aria-hidden="true" />
      </span>
    );
  if (info.isError) {
    // A member who closed the change-password dialog gets it back here; anything else asks again.
    const retry =
      info.error instanceof ApiError && info.error.code === 'PASSWORD_CHANGE_REQUIRED'
        ? () => useAuthModal.getState().show('changePassword')
        : () => void info.refetch();
    return (
      <IconAction label={t('bar.failed')} testId="account-bar-failed" onClick={retry}>
        <AlertIcon />
      </IconAction>
    );
  }

  const member = info.data;
  const name = member.nickname || member.account;
  const agent = canOpenAgentCentre(member.isAgent);
  const personalCenter = () => requireMember(() => navigate(memberPath()));
  const messages = () => requireMember(() => navigate(memberPath('messages')));
  const agentCentre = () => requireAgent(() => navigate(agentPath()));
  return (
    <div className={styles.bar} role="group" aria-label={t('bar.label')} data-testid="account-bar">
      <span className={styles.nickname} data-testid="account-nickname">
        {name}
      </span>
      <BalanceButton symbol={member.currencySymbol} />
      <DepositButton trial={isNonRealAccount(member.isAgent)} />
      {/* Narrow headers fold the member's actions into one avatar menu; wide ones show them as icons. */}
      <AccountMenu
        name={name}
        onPersonalCenter={personalCenter}
        onMessages={messages}
        onAgentCentre={agent ? agentCentre : undefined}
      />
      <span className={styles.actions}>
        <IconAction label={t('bar.personalCenter')} testId="personal-center" onClick={personalCenter}>
          <UserIcon />
        </IconAction>
        {/* No messages service yet: no unread count is asked for, so no dot. */}
        <IconAction label={t('bar.messages')} testId="account-messages" onClick={messages}>
          <MailIcon />
        </IconAction>
        {agent ? (
          <IconAction label={t('bar.agentCentre')} testId="agent-entry" onClick={agentCentre}>
            <TeamIcon />
          </IconAction>
        ) : null}
        <LogoutButton />
      </span>
    </div>
  );
}

/** The header's account area (spec §2): Log in and Register, or the logged-in bar. */
export function AccountBar() {
  const token = useSessionStore((s) => s.token);
  return token ? <MemberBar /> : <GuestButtons />;
}
