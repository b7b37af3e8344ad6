import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initStudioI18n, pickLanguage } from './i18n';
import { readAddress } from './model/address';
import { StudioApp } from './components/studio-app';
import { NORMAL_TIMING, STILL_TIMING } from './model/timing';
import './studio.css';
import './studio-tables.css';
import './studio-bingo.css';
import './studio-events.css';

// Suerte Studio's game client: its own page and bundle (studio.html), so the portal's first load carries none
// of it and the game inside the portal's frame loads none of the portal.
const address = readAddress(window.location.pathname, window.location.search);
const query = new URLSearchParams(window.location.search);
const language = pickLanguage(query.get('lang'), null, navigator.language || 'en');
const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

void initStudioI18n(language).then(() => {
  createRoot(document.getElementById('studio')!).render(
    <StrictMode>
      <Suspense fallback={null}>
        <StudioApp address={address} timing={reduced ? STILL_TIMING : NORMAL_TIMING} />
      </Suspense>
    </StrictMode>,
  );
});
