import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/ui/overlay';
import { useMemberInfo } from '../hooks/use-member-info';
import { AGENT_CENTRE_PAGES, useAccountUi, type AgentCentrePage } from '../store/account-ui-store';
import { CentreLayout } from './centre-layout';
import { AgentTeamOverview } from './agent-team-overview';

/** The agent centre overlay (spec §2: default page agentTeamOverview). */
export default function AgentCentre({ page }: { page: AgentCentrePage }) {
  const { t } = useTranslation('account');
  const info = useMemberInfo().data;
  const { closeCentre, openAgentCentre } = useAccountUi.getState();
  if (!info) return null;
  return (
    <Overlay open onClose={closeCentre} title={t('centre.agent')} testId="agent-centre">
      <CentreLayout
        label={t('centre.agentPages')}
        pages={AGENT_CENTRE_PAGES}
        current={page}
        pageTitle={(p) => t(`pages.${p}`)}
        onSelect={openAgentCentre}
      >
        <AgentTeamOverview info={info} />
      </CentreLayout>
    </Overlay>
  );
}
