import { forReader, moreMenuLinks, sectionMenuLinks } from '../../shared/navigation.js';
import { useFrameData } from '../root-data.js';
import { useAppDispatch, useAppSelector, useUi } from '../store/hooks.js';
import { selectIsPremium } from '../store/authSlice.js';
import { uiActions } from '../store/uiSlice.js';
import { NavPanel } from './NavPanel.js';
import { SharedHtml } from './SharedHtml.js';
import { SmartLink } from './SmartLink.js';

/**
 * The side navigation panel with its close overlay: the sections (the Sections panel's list,
 * shared/navigation.ts), then every other area of the site (it is the only menu on phones), then
 * the secondary menu.
 */
export function SideNav() {
  const { content } = useFrameData();
  const { sideNavIsOpen } = useUi();
  const dispatch = useAppDispatch();
  const premium = useAppSelector(selectIsPremium);
  // A member sees no call to subscribe (their account is in the navigation instead).
  const mainMenu = forReader(content.navigation.mainMenu, premium);
  const secondaryMenu = forReader(content.navigation.secondaryMenu, premium);
  const sections = sectionMenuLinks(content.sections, content.navigation.mainMenu);
  const more = moreMenuLinks(
    sections.map((s) => s.url),
    mainMenu,
    secondaryMenu,
  );
  return (
    <NavPanel
      id="side-nav"
      base="side-nav"
      label="Site menu"
      closeLabel="Close menu"
      open={sideNavIsOpen}
      onOpen={() => dispatch(uiActions.openSideNav())}
      onClose={() => dispatch(uiActions.closeSideNav())}
    >
      <SharedHtml as="nav" aria-label="Sections" data={content} memoKey={`side-nav:${premium}`}>
        <ul className="side-nav__sections">
          {sections.map((s) => (
            <li key={s.url}>
              <SmartLink href={s.url}>{s.text}</SmartLink>
            </li>
          ))}
        </ul>
        <ul className="side-nav__more">
          {more.map((item) => (
            <li key={item.url}>
              <SmartLink href={item.url}>{item.text}</SmartLink>
            </li>
          ))}
        </ul>
        <ul className="side-nav__secondary">
          {secondaryMenu.map((item) => (
            <li key={item.url + item.text}>
              <SmartLink href={item.url}>{item.text}</SmartLink>
            </li>
          ))}
        </ul>
      </SharedHtml>
    </NavPanel>
  );
}
