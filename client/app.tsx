import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PageOutlet, usePageNavigation } from './router/hooks.js';
import { isFooterHidden, themeForPath } from '../shared/theme.js';
import { useAppDispatch, useUi } from './store/hooks.js';
import { uiActions } from './store/uiSlice.js';
import { useFrameData } from './root-data.js';
import { Navigation } from './components/Navigation.js';
import { SideNav } from './components/SideNav.js';
import { SectionNav } from './components/SectionNav.js';
import { Footer } from './components/Footer.js';
import { LogoLoader } from './components/LogoLoader.js';
import { PreviewBarSlot } from './preview-bar.js';
import { LazyMiniPlayer } from './components/audio/LazyMiniPlayer.js';
import { LazySearchOverlay } from './components/search/LazySearchOverlay.js';
import { SitePopups } from './components/SitePopups.js';
import { BlackoutScreen } from './blackout-screen.js';
import { AccountPopup } from './components/AccountPopup/index.js';
import { useAuthLifecycle } from './auth/useAuthLifecycle.js';
import { trackPageView } from './analytics.js';
import { useThirdParty } from './thirdparty/useThirdParty.js';
import './styles/index.css';

/** The global frame around every page. */
export function App() {
  const frame = useFrameData();
  const location = useLocation();
  const navigation = usePageNavigation();
  const dispatch = useAppDispatch();
  const ui = useUi();
  const first = useRef(true);
  useAuthLifecycle();
  useThirdParty(frame.thirdParty, frame.preview);

  useEffect(() => {
    dispatch(uiActions.setTheme(themeForPath(location.pathname)));
    if (!first.current) dispatch(uiActions.closeAll());
    first.current = false;
    trackPageView(location.pathname + location.search);
  }, [dispatch, location.pathname, location.search]);

  useEffect(() => {
    // Browser tests wait for this mark before interacting.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-lock', ui.scrollLockIsActive);
  }, [ui.scrollLockIsActive]);

  const leaving = navigation.state === 'loading';
  // Pre-launch: the blackout screen replaces the whole site (its flag is off in preview).
  if (frame.flags.blackoutScreen) return <BlackoutScreen />;
  return (
    <div className="app" data-theme={ui.theme}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {frame.preview && <PreviewBarSlot />}
      <Navigation />
      <SideNav />
      <SectionNav />
      <main id="main" className={leaving ? 'page page--leaving' : 'page'} aria-busy={leaving}>
        <PageOutlet />
      </main>
      {!isFooterHidden(location.pathname) && <Footer />}
      <LazyMiniPlayer />
      {leaving && <LogoLoader />}
      <AccountPopup />
      <LazySearchOverlay />
      <SitePopups />
    </div>
  );
}
