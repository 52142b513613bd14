// The base-URL check. docskit/document.go writes it at the end of <body>
// (baseURLCheckScript). If the client bundle has not run by the time the page
// has loaded (the usual cause is a wrong BaseURL, so that /assets/… answers
// 404), it puts a red banner at the top of the page that says so. It needs
// neither the bundle nor its stylesheet.
export {}; // a module, so that its names are its own; it runs as a classic script

/** What baseURLCheckScript passes in. */
interface Params {
  /** The site's configured BaseURL. */
  readonly baseUrl: string;
  /** The banner's text (docskit.baseUrlWarning), with {baseUrl} and {url} to fill. */
  readonly message: string;
}
declare const params: Params;

addEventListener('load', () => {
  // entry-client.tsx sets it when the bundle runs.
  if (window.__docskitClient) return;
  const banner = document.createElement('div');
  banner.setAttribute('role', 'alert');
  banner.className = 'dk-baseurl-warning';
  banner.style.cssText =
    'position:relative;z-index:10000;margin:0;padding:12px 16px;background:#c62828;color:#fff;' +
    'font:16px/1.6 system-ui,sans-serif;text-align:center;word-break:keep-all';
  // One pass, so that a placeholder inside a value stays as it is.
  banner.textContent = params.message.replace(/\{(baseUrl|url)\}/g, (_, name: string) => (name === 'url' ? location.href : params.baseUrl));
  document.body.prepend(banner);
});
