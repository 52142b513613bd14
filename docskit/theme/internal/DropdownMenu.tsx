// The navbar's menus (a dropdown of links, the docs version dropdown): one
// button and list, shared by their lazy chunks. Internal: not overridable.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface MenuEntry {
  readonly label: string;
  /** A route, or an external URL (external). */
  readonly to: string;
  readonly external?: boolean;
  readonly active?: boolean;
  readonly onClick?: () => void;
}

export interface Props {
  /** The button's label. */
  readonly label: ReactNode;
  readonly entries: readonly MenuEntry[];
  /** The route shown: a new one closes the menu. */
  readonly route: string;
  /** In the mobile menu: a list titled mobileTitle instead of a menu. */
  readonly mobile: boolean;
  readonly mobileTitle: ReactNode;
  /** Marks the button as the current section (one of its entries is shown). */
  readonly active?: boolean;
  /** The URL of a route (with the base URL). */
  readonly href: (to: string) => string;
  /** Called when the pointer or the focus comes to the menu, before a choice. */
  readonly onApproach?: () => void;
}

/**
 * DropdownMenu is a navbar menu: a button that opens a list of links on
 * hover and on click; a click elsewhere, Escape, a choice or a new page
 * closes it. In the mobile menu it is a titled list.
 */
export default function DropdownMenu({ label, entries, route, mobile, mobileTitle, active = false, href, onApproach }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [route]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Plain anchors: the app navigates to internal ones in place.
  const list = (cls: string) =>
    entries.map((e, i) => (
      <li key={i}>
        <a
          href={e.external ? e.to : href(e.to)}
          {...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={`${cls}${e.active ? ` ${cls}-active` : ''}`}
          aria-current={e.active ? 'page' : undefined}
          onClick={() => {
            e.onClick?.();
            setOpen(false);
          }}
        >
          {e.label}
        </a>
      </li>
    ));

  if (mobile) {
    return (
      <div className="dk-navbar-sidebar-dropdown" onFocus={onApproach} onPointerEnter={onApproach}>
        <span className="dk-navbar-sidebar-dropdown-label">{mobileTitle}</span>
        <ul className="dk-navbar-sidebar-items">{list('dk-navbar-sidebar-link')}</ul>
      </div>
    );
  }
  return (
    <div ref={root} className={`dk-navbar-dropdown${open ? ' dk-navbar-dropdown-open' : ''}`} onPointerEnter={onApproach} onFocus={onApproach}>
      <button
        type="button"
        className={`dk-navbar-item dk-navbar-dropdown-toggle${active ? ' dk-navbar-item-active' : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true" className="dk-navbar-dropdown-caret">
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      <ul className="dk-navbar-dropdown-menu">{list('dk-navbar-dropdown-link')}</ul>
    </div>
  );
}
