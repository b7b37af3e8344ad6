import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundsConsolidated, MemberInfo } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useToast } from '../../../components/ui/toast';
import { useFundsConsolidated, useMemberInfo } from '../hooks/use-member-info';
import { CopyIcon } from './centre-icons';
import { DetailList } from './centre-layout';
import styles from './centre.module.css';

/** The direct registration link (spec §6) that brings a new player into the agent's team. */
export function registrationLink(origin: string, affiliateCode: string): string {
  return `${origin}/register?${new URLSearchParams({ affiliateCode }).toString()}`;
}

function RegistrationLink({ link }: { link: string }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const failed = () => {
    input.current?.select();
    toast.show(t('agent.copyFailed'), 'warning');
  };
  const copy = () => {
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(link).then(() => toast.show(t('agent.copied'), 'success'), failed);
  };
  return (
    <div className={styles.linkRow}>
      <label htmlFor={inputId}>{t('agent.link')}</label>
      <input
        id={inputId}
        ref={input}
        className={styles.linkInput}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        data-testid="registration-link"
      />
      <button type="button" className="ui-button ui-button--primary" onClick={copy} data-testid="copy-link">
        <CopyIcon size={16} />
        {t('agent.copy')}
      </button>
    </div>
  );
}

const CONTRACT_FLAGS = [
  ['dailySalary', 'hasDailySalary'],
  ['hourSalary', 'hasHourSalary'],
  ['realTimeSalary', 'hasRealTimeSalary'],
  ['salaryContract', 'hasSalaryContract'],
  ['dividendContract', 'hasDividendContract'],
] as const satisfies readonly (readonly [string, keyof FundsConsolidated])[];

function Contracts() {
  const { t } = useTranslation('account');
  const funds = useFundsConsolidated();
  if (funds.isPending) return <Loading />;
  if (funds.isError) return <ErrorState error={funds.error} onRetry={() => void funds.refetch()} />;
  return (
    <DetailList
      items={CONTRACT_FLAGS.map(([label, flag]) => ({
        label: t(`agent.${label}`),
        value: funds.data[flag] ? t('agent.active') : t('agent.none'),
      }))}
    />
  );
}

/** Team overview: the agent's own codes and link, contract flags; team figures come with the agent data. */
export function AgentTeamOverview({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('account');
  const code = info.affiliateCode;
  return (
    <>
      <p className={styles.lead}>{t('agent.lead')}</p>
      <h4 className={styles.sectionTitle}>{t('agent.codes')}</h4>
      <DetailList
        items={[
          { label: t('fields.affiliateCode'), value: code ?? t('fields.notSet'), testId: 'affiliate-code' },
          { label: t('fields.referralCode'), value: info.referralCode, testId: 'referral-code' },
        ]}
      />
      {code ? (
        <RegistrationLink link={registrationLink(window.location.origin, code)} />
      ) : (
        <p className={styles.note}>{t('agent.noAffiliateCode')}</p>
      )}
      <h4 className={styles.sectionTitle}>{t('agent.contracts')}</h4>
      <Contracts />
      <h4 className={styles.sectionTitle}>{t('agent.team')}</h4>
      <EmptyState message={t('agent.teamEmpty')} />
    </>
  );
}

/** The agent centre's default page as a route (the centre's gate has loaded the member). */
export default function AgentTeamOverviewPage() {
  const info = useMemberInfo().data;
  return info ? <AgentTeamOverview info={info} /> : null;
}
