import { useEffect, useState } from 'react';
import { SECTION_NAV_ACTIVE_DELAY_MS } from '../../shared/constants.js';
import { sectionMenuLinks } from '../../shared/navigation.js';
import { useFrameData } from '../root-data.js';
import { useAppDispatch, useUi } from '../store/hooks.js';
import { uiActions } from '../store/uiSlice.js';
import { NavPanel } from './NavPanel.js';
import { SharedHtml } from './SharedHtml.js';
import { SmartLink } from './SmartLink.js';

/**
 * The section navigation panel: the same sections as the side menu (shared/navigation.ts); its
 * active class is added 800 ms after it opens (the items' fade-in itself is CSS, so it also runs
 * for a panel opened before hydration).
 */
export function SectionNav() {
  const { content } = useFrameData();
  const { sectionNavIsOpen } = useUi();
  const dispatch = useAppDispatch();
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!sectionNavIsOpen) {
      setActive(false);
      return;
    }
    const timer = setTimeout(() => setActive(true), SECTION_NAV_ACTIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sectionNavIsOpen]);
  return (
    <NavPanel
      id="section-nav"
      base="section-nav"
      label="Sections panel"
      closeLabel="Close sections"
      open={sectionNavIsOpen}
      extraClass={active ? 'section-nav--active' : undefined}
      onOpen={() => dispatch(uiActions.openSectionNav())}
      onClose={() => dispatch(uiActions.closeSectionNav())}
    >
      <SharedHtml as="ul" className="section-nav__list" data={content} memoKey="section-nav">
        {sectionMenuLinks(content.sections, content.navigation.mainMenu).map((s) => (
          <li key={s.url}>
            <SmartLink href={s.url}>{s.text}</SmartLink>
          </li>
        ))}
      </SharedHtml>
    </NavPanel>
  );
}
