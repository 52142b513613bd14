import config from '@docskit/site-config';
import DocSidebar from '@theme/DocSidebar';
import Link from '@theme/Link';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { urls } from '../../internal/urls';
import type { PageData, SidebarData } from '../../data';
import { UI } from '@docskit/ui';

export interface Props {
  /** The panel's id, named by the toggle button's aria-controls. */
  readonly id: string;
  readonly open: boolean;
  /** Closes the menu; refocus moves the focus back to the toggle button. */
  readonly onClose: (refocus: boolean) => void;
  readonly page: PageData;
  /** The current doc sidebar, listed under the navbar items. */
  readonly sidebar?: SidebarData | null;
  /** The navbar items, rendered by the Navbar. */
  readonly children?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * NavbarMobile is the menu that replaces the navbar items at mobile widths: a
 * panel from the left over a backdrop. The Navbar renders it only at mobile
 * width and owns its state; the panel closes on Escape, on a backdrop click,
 * with its close button and when a link in it is followed. It keeps the focus
 * inside while open.
 */
export default function NavbarMobile({ id, open, onClose, page, sidebar, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  // Opening moves the focus into the panel; Escape closes it.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') latestClose.current(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Tab and Shift+Tab wrap around inside the open panel.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const all = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    if (all.length === 0) return;
    const first = all[0];
    const last = all[all.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // Following a link closes the menu (same-page anchors included).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('a')) onClose(false);
  };

  const { navbar } = config;
  return (
    <>
      <div className={`dk-navbar-backdrop${open ? ' dk-navbar-backdrop-shown' : ''}`} onClick={() => onClose(true)} />
      <div
        id={id}
        ref={panel}
        className={`dk-navbar-sidebar${open ? ' dk-navbar-sidebar-open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={UI['docskit.navbar.menuAriaLabel']}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className="dk-navbar-sidebar-header">
          <Link to="/" className="dk-navbar-sidebar-brand">
            {navbar.logo ? <img src={urls.file(navbar.logo)} alt="" width={28} height={28} className="dk-navbar-logo" /> : null}
            <b className="dk-navbar-title">{navbar.title}</b>
          </Link>
          <button ref={closeButton} type="button" className="dk-navbar-sidebar-close" aria-label={UI['theme.docs.sidebar.closeSidebarButtonAriaLabel']} onClick={() => onClose(true)}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="dk-navbar-sidebar-body">
          {children}
          {sidebar ? <DocSidebar sidebar={sidebar} route={page.route} /> : null}
        </div>
      </div>
    </>
  );
}
