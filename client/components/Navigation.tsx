import { Link } from './Link.js';
import { useFrameData } from '../root-data.js';
import { forReader } from '../../shared/navigation.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { selectIsPremium } from '../store/authSlice.js';
import { uiActions } from '../store/uiSlice.js';
import { AccountMenu } from './AccountMenu.js';
import { Logo } from './Logo.js';
import { MenuIcon, SearchIcon } from './Icons.js';
import { SharedHtml } from './SharedHtml.js';
import { SmartLink } from './SmartLink.js';
import { preloadSearchOverlay } from './search/LazySearchOverlay.js';

/** The top bar: menu, sections, logo, main menu, search. */
export function Navigation() {
  const { content, flags } = useFrameData();
  const dispatch = useAppDispatch();
  // A member has nothing to subscribe to: their account menu takes the corner.
  const premium = useAppSelector(selectIsPremium);
  return (
    <header className="nav">
      <div className="nav__inner">
        <div className="nav__left">
          {/* Native popover buttons: they open the panels from the first paint, before hydration
              (docs/decisions/header-before-hydration.md); the panels tell the store (NavPanel). */}
          <button type="button" className="icon-button" aria-label="Open menu" aria-controls="side-nav" popoverTarget="side-nav-layer">
            <MenuIcon />
          </button>
          <button type="button" className="nav__sections-button" aria-controls="section-nav" popoverTarget="section-nav-layer">
            Sections
          </button>
        </div>
        <Logo siteName={content.settings.siteName} />
        <div className="nav__right">
          <Link
            to="/search"
            className="icon-button"
            aria-label="Search"
            onPointerEnter={preloadSearchOverlay}
            onFocus={preloadSearchOverlay}
            onClick={(e) => {
              // Hydrated, the overlay opens in place; before (or without JavaScript) the link goes to /search.
              e.preventDefault();
              dispatch(uiActions.openSearch());
            }}
          >
            <SearchIcon />
          </Link>
          <AccountMenu />
          {!premium && flags.subscriptionPage && (
            <Link to="/subscribe" className="button button--small nav__subscribe">
              Subscribe
            </Link>
          )}
        </div>
      </div>
      <nav className="nav__menu" aria-label="Main">
        <SharedHtml as="ul" data={content} memoKey={`main-menu:${premium}`}>
          {forReader(content.navigation.mainMenu, premium).map((item) => (
            <li key={item.url + item.text}>
              <SmartLink href={item.url}>{item.text}</SmartLink>
            </li>
          ))}
        </SharedHtml>
      </nav>
    </header>
  );
}
