import { useTranslation } from 'react-i18next';
import { LOCALE_NATIVE_NAME, isAgentFlag, isNonRealAccount } from '@suerte/contracts/core';
import type { MemberInfo } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useMemberInfo } from '../hooks/use-member-info';
import { formatDateTime, maskEmail, maskMobile } from '../utils/format';
import { DetailList } from './centre-layout';
import { ShieldIcon } from './centre-icons';
import styles from './centre.module.css';

function useRoleLabel(isAgent: number): string {
  const { t } = useTranslation('account');
  if (isNonRealAccount(isAgent)) return t('roles.trial');
  return isAgentFlag(isAgent) ? t('roles.agent') : t('roles.member');
}

/** Sign-in details, contact data masked, and the way to a new password. */
export function SecurityCenterPage() {
  const info = useMemberInfo().data;
  return info ? <SecurityDetails info={info} /> : null;
}

function SecurityDetails({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('account');
  const notSet = t('fields.notSet');
  return (
    <>
      <p className={styles.lead}>{t('security.lead')}</p>
      <DetailList
        items={[
          { label: t('fields.account'), value: info.account, testId: 'security-account' },
          { label: t('fields.nickname'), value: info.nickname || notSet },
          { label: t('fields.email'), value: info.email ? maskEmail(info.email) : notSet },
          {
            label: t('fields.mobile'),
            value: info.mobileNum ? maskMobile(info.mobileNum, info.countryDialingCode) : notSet,
          },
          {
            label: t('fields.lastLogin'),
            value: info.lastLoginAt ? formatDateTime(info.lastLoginAt) : t('fields.firstLogin'),
          },
          { label: t('fields.registeredAt'), value: formatDateTime(info.registeredAt) },
        ]}
      />
      <div className={styles.card}>
        <ShieldIcon size={28} />
        <div className={styles.cardText}>
          <p className={styles.cardTitle}>{t('security.password')}</p>
          <p>{t('security.passwordHint')}</p>
        </div>
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => useAuthModal.getState().show('changePassword')}
          data-testid="change-password"
        >
          {t('security.changePassword')}
        </button>
      </div>
    </>
  );
}

/** The member's profile as the server knows it. */
export function MyAccountPage() {
  const info = useMemberInfo().data;
  return info ? <ProfileDetails info={info} /> : null;
}

function ProfileDetails({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('account');
  const role = useRoleLabel(info.isAgent);
  const notSet = t('fields.notSet');
  return (
    <DetailList
      items={[
        { label: t('fields.username'), value: info.username, testId: 'profile-username' },
        { label: t('fields.nickname'), value: info.nickname || notSet },
        { label: t('fields.accountType'), value: role, testId: 'profile-role' },
        { label: t('fields.memberLabel'), value: info.memberLabel || notSet },
        { label: t('fields.currency'), value: `${info.currency} (${info.currencySymbol})` },
        { label: t('fields.language'), value: LOCALE_NATIVE_NAME[info.language] },
        { label: t('fields.referralCode'), value: info.referralCode },
        { label: t('fields.registeredAt'), value: formatDateTime(info.registeredAt) },
      ]}
    />
  );
}

/** No messages service yet: nothing is asked for, and the page says there is nothing. */
export function MessagesPage() {
  const { t } = useTranslation('account');
  return <EmptyState message={t('messages.empty')} />;
}
