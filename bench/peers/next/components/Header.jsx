'use client';
/**
 * The header with its three menus (main, side, sections panel), as Colophon's
 * (client/components/Navigation.tsx, SideNav.tsx, SectionNav.tsx): a client component, since its
 * buttons open the panels.
 */
import { useState } from 'react';
import { CloseIcon, MenuIcon, SearchIcon } from './icons.jsx';

const MORE = [
  ['/collections', 'Collections'],
  ['/columnists', 'Columnists'],
  ['/contributors', 'Contributors'],
];

export default function Header({ mainMenu, secondaryMenu, sections, more }) {
  const [side, setSide] = useState(false);
  const [panel, setPanel] = useState(false);
  const sectionLinks = sections.map((s) => (
    <li key={s.slug}>
      <a href={`/sections/${s.slug}`}>{s.title}</a>
    </li>
  ));
  return (
    <>
      <header className="nav">
        <div className="nav__inner">
          <div className="nav__left">
            <button type="button" className="icon-button" aria-label="Open menu" aria-expanded={side} aria-controls="side-nav" onClick={() => setSide(true)}>
              <MenuIcon />
            </button>
            <button type="button" className="nav__sections-button" aria-expanded={panel} aria-controls="section-nav" onClick={() => setPanel(!panel)}>
              Sections
            </button>
          </div>
          <a href="/" className="logo" aria-label="The Colophon home">
            <span className="logo__mark" aria-hidden="true">
              The Colophon
            </span>
          </a>
          <div className="nav__right">
            <a href="/search" className="icon-button" aria-label="Search">
              <SearchIcon />
            </a>
            <a href="/subscribe" className="button button--small nav__subscribe">
              Subscribe
            </a>
          </div>
        </div>
        <nav className="nav__menu" aria-label="Main">
          <ul>
            {mainMenu.map((m) => (
              <li key={m.url}>
                <a href={m.url}>{m.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="overlay" aria-hidden="true" />
      <aside id="side-nav" className="side-nav" aria-label="Site menu" aria-hidden={!side} inert={!side}>
        <button type="button" className="icon-button side-nav__close" aria-label="Close menu" onClick={() => setSide(false)}>
          <CloseIcon />
        </button>
        <nav aria-label="Sections">
          <ul className="side-nav__sections">{sectionLinks}</ul>
          <ul className="side-nav__more">
            {[...more, ...MORE].map(([href, text]) => (
              <li key={href}>
                <a href={href}>{text}</a>
              </li>
            ))}
          </ul>
          <ul className="side-nav__secondary">
            {secondaryMenu.map((m) => (
              <li key={m.url}>
                <a href={m.url}>{m.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="overlay" aria-hidden="true" />
      <aside id="section-nav" className="section-nav" aria-label="Sections panel" aria-hidden={!panel} inert={!panel}>
        <button type="button" className="icon-button section-nav__close" aria-label="Close sections" onClick={() => setPanel(false)}>
          <CloseIcon />
        </button>
        <ul className="section-nav__list">{sectionLinks}</ul>
      </aside>
    </>
  );
}
