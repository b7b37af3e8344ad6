import { useTranslation } from 'react-i18next';
import { HotLobby } from '../../features/games';
import { PageShell } from './page-shell';

/** /hot: the merchant's hot games, playable. */
export default function HotPage() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('meta.hot.heading')} lead={t('meta.hot.description')} testId="page-hot">
      <HotLobby />
    </PageShell>
  );
}
