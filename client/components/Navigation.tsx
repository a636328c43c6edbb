import { Link } from './Link.js';
import { useFrameData } from '../root-data.js';
import { forReader } from '../../shared/navigation.js';
import { useAppDispatch, useAppSelector, useUi } from '../store/hooks.js';
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
  const ui = useUi();
  const dispatch = useAppDispatch();
  // A member has nothing to subscribe to: their account menu takes the corner.
  const premium = useAppSelector(selectIsPremium);
  return (
    <header className="nav">
      <div className="nav__inner">
        <div className="nav__left">
          <button
            type="button"
            className="icon-button"
            aria-label="Open menu"
            aria-expanded={ui.sideNavIsOpen}
            aria-controls="side-nav"
            onClick={() => dispatch(ui.sideNavIsOpen ? uiActions.closeSideNav() : uiActions.openSideNav())}
          >
            <MenuIcon />
          </button>
          <button
            type="button"
            className="nav__sections-button"
            aria-expanded={ui.sectionNavIsOpen}
            aria-controls="section-nav"
            onClick={() => dispatch(ui.sectionNavIsOpen ? uiActions.closeSectionNav() : uiActions.openSectionNav())}
          >
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
              // With JavaScript the overlay opens in place; without it the link goes to /search.
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
