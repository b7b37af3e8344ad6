import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { useRouteHandle } from '../route-handle';
import { PageShell } from './page-shell';

/** Point mall areas (spec §2). */
export const POINT_MALL_TABS = ['current', 'redeemHistory', 'details', 'rules', 'exchangeRates'] as const;
type PointMallTab = (typeof POINT_MALL_TABS)[number];

/** /pointMall and /seamless: the point mall layout; balances and rewards come with member accounts. */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  const { page } = useRouteHandle();
  const [tab, setTab] = useState<PointMallTab>('current');
  return (
    <PageShell title={t(`meta.${page}.heading`)} lead={t(`meta.${page}.description`)} testId={`page-${page}`}>
      <div className="page-toolbar">
        <Tabs
          label={t('pointMall.tabsLabel')}
          items={POINT_MALL_TABS.map((value) => ({ value, label: t(`pointMall.tabs.${value}`) }))}
          value={tab}
          onChange={setTab}
          testId="point-mall-tabs"
        />
      </div>
      <div role="tabpanel" aria-label={t(`pointMall.tabs.${tab}`)} className="page-panel">
        {tab === 'rules' ? (
          <p className="page__note">{t('pointMall.ruleNoExpiry')}</p>
        ) : (
          <EmptyState message={t('pointMall.comingSoon')} />
        )}
      </div>
    </PageShell>
  );
}
