import { useFrameData } from '../root-data.js';
import { useAppDispatch, useUi } from '../store/hooks.js';
import { uiActions } from '../store/uiSlice.js';
import { CloseIcon } from './Icons.js';
import { SmartLink } from './SmartLink.js';

/** The side navigation panel with its close overlay. */
export function SideNav() {
  const { content } = useFrameData();
  const { sideNavIsOpen } = useUi();
  const dispatch = useAppDispatch();
  const close = () => dispatch(uiActions.closeSideNav());
  return (
    <>
      <div className={sideNavIsOpen ? 'overlay overlay--open' : 'overlay'} onClick={close} aria-hidden="true" />
      <aside
        id="side-nav"
        className={sideNavIsOpen ? 'side-nav side-nav--open' : 'side-nav'}
        aria-label="Site menu"
        aria-hidden={!sideNavIsOpen}
        inert={!sideNavIsOpen}
      >
        <button type="button" className="icon-button side-nav__close" aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </button>
        <nav aria-label="Sections">
          <ul className="side-nav__sections">
            {content.sections.map((s) => (
              <li key={s.slug}>
                <SmartLink href={`/sections/${s.slug}`}>{s.title}</SmartLink>
              </li>
            ))}
          </ul>
          <ul className="side-nav__secondary">
            {content.navigation.secondaryMenu.map((item) => (
              <li key={item.url + item.text}>
                <SmartLink href={item.url}>{item.text}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
