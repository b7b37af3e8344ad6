import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HomeAnnouncements } from '../../features/announcements';
import HomePage, { LobbyPlaceholder } from '../../features/home/components/home-page';
import { usePageSettled } from '../../features/home/hooks/use-page-settled';
import { useAuthModal } from '../../lib/auth-modal-store';
import { useRouteHandle } from '../route-handle';

// Modals load only on the routes that open them.
const HelpCenterModal = lazy(() =>
  import('../../features/help/components/help-center-modal').then((m) => ({ default: m.HelpCenterModal })),
);

// The game lobby (rows, winners, recent games) is below the banners: it loads once the page has settled or the
// visitor starts scrolling, so the first screen's scripts stay as small as they were.
const HomeLobby = lazy(() => import('../../features/games/components/home-lobby'));

function useFirstScroll(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const on = () => setScrolled(true);
    window.addEventListener('scroll', on, { once: true, passive: true });
    return () => window.removeEventListener('scroll', on);
  }, [scrolled]);
  return scrolled;
}

/** "/help#deposit" opens the help centre at the topic "deposit". */
export function topicFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Home, with the register or help-centre modal on top for /register and /help; closing goes to /. */
export default function HomeRoute() {
  const { modal } = useRouteHandle();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const close = () => void navigate('/');
  // The announcements window opens by itself only after the page has settled: the visitor sees the page
  // first, and the window's code (with its HTML sanitizer) stays out of the first load.
  const settled = usePageSettled();
  const scrolled = useFirstScroll();
  const lobby =
    settled || scrolled ? (
      <Suspense fallback={<LobbyPlaceholder />}>
        <HomeLobby />
      </Suspense>
    ) : undefined;

  // /register opens the register dialog (the shell's AuthModals renders it); once it closes, go to /.
  useEffect(() => {
    if (modal !== 'register') return;
    useAuthModal.getState().show('register');
    const stop = useAuthModal.subscribe((state) => {
      if (state.open !== 'register') void navigate('/');
    });
    return () => {
      stop();
      if (useAuthModal.getState().open === 'register') useAuthModal.getState().close();
    };
  }, [modal, navigate]);

  return (
    <>
      {/* No announcement pops up over a route that opens a modal of its own. */}
      <HomePage notice={<HomeAnnouncements autoOpen={modal === undefined && settled} />} lobby={lobby} />
      <Suspense fallback={null}>
        {modal === 'help' ? <HelpCenterModal open onClose={close} topic={topicFromHash(hash)} /> : null}
      </Suspense>
    </>
  );
}
