import config from '@docskit/site-config';
import Link from '@theme/Link';
import type { NavItem, PageData } from '../../data';

export interface Props {
  readonly page: PageData;
}

function active(item: NavItem, page: PageData): boolean {
  if (item.sidebar) return page.sidebar === item.sidebar;
  return !!item.to && page.route === item.to;
}

function Item({ item, page }: { item: NavItem; page: PageData }) {
  const to = item.to ?? item.href ?? '#';
  const cls = `dk-navbar-item${active(item, page) ? ' dk-navbar-item-active' : ''}${item.href ? ' dk-navbar-item-external' : ''}`;
  return (
    <Link to={to} className={cls} ariaLabel={item.ariaLabel}>
      {item.label}
    </Link>
  );
}

export default function Navbar({ page }: Props) {
  const { navbar } = config;
  const left = navbar.items.filter((i) => i.position !== 'right');
  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="dk-navbar" aria-label="메인">
      <div className="dk-navbar-inner">
        <Link to="/" className="dk-navbar-brand">
          {navbar.logo ? <img src={navbar.logo} alt="" width={28} height={28} className="dk-navbar-logo" /> : null}
          <b className="dk-navbar-title">{navbar.title}</b>
        </Link>
        <div className="dk-navbar-items">
          {left.map((i) => (
            <Item key={i.label} item={i} page={page} />
          ))}
        </div>
        <div className="dk-navbar-items dk-navbar-items-right">
          {right.map((i) => (
            <Item key={i.label} item={i} page={page} />
          ))}
        </div>
      </div>
    </nav>
  );
}
