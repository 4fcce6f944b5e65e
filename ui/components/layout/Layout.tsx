import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/context';
import { useStores } from '../../stores/seed';
import { trackDeviceType, uiState } from '../../stores/ui';
import { languagePromptPart } from '../deferred-parts';
import { useBottomNoticesHeight } from './bottom-notices';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { Loader } from './Loader';
import { SmallFooter } from './SmallFooter';
import { hidesLayoutUi } from './site-links';

/**
 * The slide-out menu is never open in server HTML and only phones open it: its chunk loads on the
 * first open, not with every page (the first-load budget).
 */
const SideMenu = lazyPart(() => import('./SideMenu').then((m) => m.SideMenu));

const BACKGROUNDS = { default: 'bg-white', muted: 'bg-slate-50', primary: 'bg-primary-light' } as const;

/**
 * The page frame (docs/product.md §2.3): header, the page in a width-limited main, footer, and the bottom
 * notices. Page options come from the route table; `?hide-layout-ui=true` leaves only the page
 * (it is embedded in the mobile app).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { snapshot, i18n } = useApp();
  const { options } = snapshot;
  const bare = hidesLayoutUi(snapshot.url);
  // UI flags: seeded from the snapshot on both sides (ui/stores/seed.ts).
  const { languagePrompt } = useSnapshot(useStores().ui);
  // Once opened it stays mounted: closing returns the focus to the menu button.
  const { menuOpen } = useSnapshot(uiState);
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (menuOpen) setMenuWanted(true);
  }, [menuOpen]);

  useEffect(() => trackDeviceType(), []);
  const notices = useBottomNoticesHeight();
  useEffect(() => {
    // Pull-to-refresh is the browser's overscroll on the root scroller.
    document.documentElement.style.overscrollBehaviorY = options.pullToRefresh ? '' : 'contain';
  }, [options.pullToRefresh]);

  return (
    <div
      className={`site-frame min-h-screen flex flex-col text-slate-900 ${BACKGROUNDS[options.background]}`}
      data-side-from={options.sideFrom}
      style={{ ['--side-content-width' as string]: `${options.sideWidth}px` }}
    >
      <Loader />
      {!bare && (
        <a href="#main" className="skip-link">
          {i18n.t('layout.skipToContent')}
        </a>
      )}
      {!bare && <Header />}
      {!bare && (menuOpen || menuWanted) && (
        <Suspense fallback={null}>
          <SideMenu />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="main-box" style={{ maxWidth: options.maxWidth }}>
        {children}
      </main>
      {!bare && options.footer === 'full' && <Footer />}
      {!bare && options.footer === 'small' && <SmallFooter />}
      {!bare && (
        <div ref={notices} className="bottom-notices notice-stack">
          {languagePrompt && (
            <languagePromptPart.Slot preferred={languagePrompt} overlay={options.languagePromptOverlay} />
          )}
          <CookieNotice />
        </div>
      )}
    </div>
  );
}
