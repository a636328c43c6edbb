import { useEffect, useRef, useState } from 'react';
import { SECTION_NAV_ACTIVE_DELAY_MS } from '../../shared/constants.js';
import { useFrameData } from '../root-data.js';
import { useAppDispatch, useUi } from '../store/hooks.js';
import { uiActions } from '../store/uiSlice.js';
import { CloseIcon } from './Icons.js';
import { SharedHtml } from './SharedHtml.js';
import { SmartLink } from './SmartLink.js';
import { usePanelFocus } from './usePanelFocus.js';

/** The section navigation panel; its active class is added 800 ms after it opens. */
export function SectionNav() {
  const { content } = useFrameData();
  const { sectionNavIsOpen } = useUi();
  const dispatch = useAppDispatch();
  const [active, setActive] = useState(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!sectionNavIsOpen) {
      setActive(false);
      return;
    }
    const timer = setTimeout(() => setActive(true), SECTION_NAV_ACTIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sectionNavIsOpen]);
  const close = usePanelFocus(sectionNavIsOpen, () => dispatch(uiActions.closeSectionNav()), panel, '[aria-controls="section-nav"]');
  const classes = ['section-nav', sectionNavIsOpen && 'section-nav--open', active && 'section-nav--active'];
  return (
    <>
      <div className={sectionNavIsOpen ? 'overlay overlay--open' : 'overlay'} onClick={close} aria-hidden="true" />
      <aside
        id="section-nav"
        ref={panel}
        className={classes.filter(Boolean).join(' ')}
        aria-label="Sections panel"
        aria-hidden={!sectionNavIsOpen}
        inert={!sectionNavIsOpen}
      >
        <button type="button" className="icon-button section-nav__close" aria-label="Close sections" onClick={close}>
          <CloseIcon />
        </button>
        <SharedHtml as="ul" className="section-nav__list" data={content} memoKey="section-nav">
          {content.sections.map((s) => (
            <li key={s.slug}>
              <SmartLink href={`/sections/${s.slug}`}>{s.title}</SmartLink>
            </li>
          ))}
        </SharedHtml>
      </aside>
    </>
  );
}
