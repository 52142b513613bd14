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
  banner.textContent =
    `사이트를 제대로 불러오지 못했습니다. 설정된 기본 URL(BaseURL)은 "${params.baseUrl}"이고, ` +
    `현재 URL은 "${location.href}"입니다. 사이트 설정의 BaseURL이 맞는지 확인하세요.`;
  document.body.prepend(banner);
});
