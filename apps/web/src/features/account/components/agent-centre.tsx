import { useTranslation } from 'react-i18next';
import { AGENT_CENTRE_BASE } from '../../../lib/centre-paths';
import { AGENT_CENTRE_PAGES } from '../store/account-ui-store';
import { CentreGate } from './centre-gate';
import { CentreLayout } from './centre-layout';

/** The agent centre at /agent (spec §2: default page agentTeamOverview) and /agent/<page>. */
export default function AgentCentre() {
  const { t } = useTranslation('account');
  return (
    <CentreGate kind="agent">
      <CentreLayout
        base={AGENT_CENTRE_BASE}
        title={t('centre.agent')}
        label={t('centre.agentPages')}
        pages={AGENT_CENTRE_PAGES}
        pageTitle={(p) => t(`pages.${p}`)}
        testId="agent-centre"
        defaultPage="agentTeamOverview"
      />
    </CentreGate>
  );
}
