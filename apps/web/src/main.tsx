import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { initI18n } from './lib/i18n';
import { useSessionStore } from './lib/session-store';
import { applyTheme } from './lib/theme';
import { applyDocumentLanguage } from './lib/language';
import { statusQueryOptions } from './lib/queries/status';
import { whitelabelQueryOptions } from './lib/queries/whitelabel';
import { gameVendorsQueryOptions } from './lib/queries/game-vendors';
import { hotGamesQueryOptions } from './lib/queries/hot-games';
import { releaseFirstScreen } from './app/system/first-screen';
import './app/styles/index.css';

const { theme, language, merchantCode } = useSessionStore.getState();
// public/theme-boot.js already set the theme before first paint; this repeats it in case the script was
// blocked. Nothing is stored here: a theme is remembered once the visitor picks one.
applyTheme(theme, false);
applyDocumentLanguage(language);
const landsOnHome = ['/', '/index', '/index.html', '/home'].includes(window.location.pathname);
// The home page's catalogs ship in the same chunk as the shell's (vite.config): asking for them as soon as the
// shell's are in means the home page renders whole, instead of showing the layout around a spinner first.
void initI18n(language).then((i18n) =>
  landsOnHome ? i18n.loadNamespaces(['home', 'announcements']) : undefined,
);

// Start the shell's requests now, in parallel with the route chunks.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(statusQueryOptions(merchantCode));
void queryClient.prefetchQuery(whitelabelQueryOptions(merchantCode, language));
void queryClient.prefetchQuery(gameVendorsQueryOptions(merchantCode, language));
// Landing on the home page: its hot games list starts too, instead of after the home chunk has arrived.
if (landsOnHome) {
  void queryClient.prefetchQuery(hotGamesQueryOptions(merchantCode, language));
}

const root = document.getElementById('root')!;
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
// The server's first screen of the home page stays over the app until the app's own is on screen.
releaseFirstScreen({
  root,
  siteSettled: () =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: ['whitelabel'] })
      // Answered, failed, or waiting for the network (offline): the app now shows what it has.
      .some(
        ({ state }) =>
          state.status !== 'pending' || state.fetchFailureCount > 0 || state.fetchStatus === 'paused',
      ),
});
