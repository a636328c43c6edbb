import { useRef } from 'react';
import { forReader, moreMenuLinks } from '../../shared/navigation.js';
import { useFrameData } from '../root-data.js';
import { useAppDispatch, useAppSelector, useUi } from '../store/hooks.js';
import { selectIsPremium } from '../store/authSlice.js';
import { uiActions } from '../store/uiSlice.js';
import { CloseIcon } from './Icons.js';
import { SharedHtml } from './SharedHtml.js';
import { SmartLink } from './SmartLink.js';
import { usePanelFocus } from './usePanelFocus.js';

/**
 * The side navigation panel with its close overlay: the sections, then every other area of the
 * site (shared/navigation.ts: it is the only menu on phones), then the secondary menu.
 */
export function SideNav() {
  const { content } = useFrameData();
  const { sideNavIsOpen } = useUi();
  const dispatch = useAppDispatch();
  const panel = useRef<HTMLElement>(null);
  const close = usePanelFocus(sideNavIsOpen, () => dispatch(uiActions.closeSideNav()), panel, '[aria-controls="side-nav"]');
  const premium = useAppSelector(selectIsPremium);
  // A member sees no call to subscribe (their account is in the navigation instead).
  const mainMenu = forReader(content.navigation.mainMenu, premium);
  const secondaryMenu = forReader(content.navigation.secondaryMenu, premium);
  const more = moreMenuLinks(
    content.sections.map((s) => `/sections/${s.slug}`),
    mainMenu,
    secondaryMenu,
  );
  return (
    <>
      <div className={sideNavIsOpen ? 'overlay overlay--open' : 'overlay'} onClick={close} aria-hidden="true" />
      <aside
        id="side-nav"
        ref={panel}
        className={sideNavIsOpen ? 'side-nav side-nav--open' : 'side-nav'}
        aria-label="Site menu"
        aria-hidden={!sideNavIsOpen}
        inert={!sideNavIsOpen}
      >
        <button type="button" className="icon-button side-nav__close" aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </button>
        <SharedHtml as="nav" aria-label="Sections" data={content} memoKey={`side-nav:${premium}`}>
          <ul className="side-nav__sections">
            {content.sections.map((s) => (
              <li key={s.slug}>
                <SmartLink href={`/sections/${s.slug}`}>{s.title}</SmartLink>
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
      </aside>
    </>
  );
}
