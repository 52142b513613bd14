// The dev server's client: the dev command writes it into every page it
// builds (dev.go, devClientScript). It opens the reload stream and reconnects
// after a restart. Each "reload" event says which pages changed
// ({"paths": [...]}, URL paths with the base URL) or that every page should
// reload ({"all": true}).
//
// It hands the event to the theme's app first, as the cancelable window event
// "docskit:dev-update": the app drops the changed pages' cached data and
// loads and re-renders the page shown if it is one of them, keeping the
// scroll position (no reload). When nothing takes the event (the app has not
// hydrated, or a custom theme does not listen) or everything changed, the
// page reloads itself if its own path is among the changed ones; otherwise it
// notes that other pages changed: the client router may hold their old data,
// so from then on a click on a link or Back and Forward load in full.
import type { DevUpdate } from '../theme/data';

/** What devClientScript passes in. */
interface Params {
  /** The URL path of the reload stream. */
  readonly path: string;
}
declare const params: Params;

let stale = false;
const here = () => decodeURI(location.pathname).replace(/\/+$/, '') || '/';

addEventListener(
  'click',
  (e) => {
    if (stale && e.target instanceof Element && e.target.closest('a[href]')) e.stopImmediatePropagation();
  },
  true,
);
addEventListener(
  'popstate',
  (e) => {
    if (!stale) return;
    e.stopImmediatePropagation();
    location.reload();
  },
  true,
);

const connect = () => {
  const source = new EventSource(params.path);
  source.addEventListener('reload', (e) => {
    let update: DevUpdate = {};
    try {
      update = JSON.parse(e.data) as DevUpdate;
    } catch {
      // Not JSON: treated as "something changed", like an empty update.
    }
    if (!update.all && !dispatchEvent(new CustomEvent('docskit:dev-update', { detail: update, cancelable: true }))) return;
    if (update.all || (update.paths ?? []).includes(here())) location.reload();
    else stale = true;
  });
  source.onerror = () => {
    source.close();
    setTimeout(connect, 1000);
  };
};
connect();
