// <TimeZone />, the quiz plugin's second MDX component: the reader's time zone,
// which only the browser knows. It uses Docusaurus's BrowserOnly (docskit's
// theme provides @docusaurus/BrowserOnly): the server and the hydrating client
// render the fallback, so hydration meets the server's markup, and the zone
// replaces it right after.
import BrowserOnly from '@docusaurus/BrowserOnly';

export function TimeZone() {
  return (
    <p className="quiz-timezone">
      <BrowserOnly fallback={<span>시간대를 확인하는 중…</span>}>
        {() => <span>이 브라우저의 시간대는 {Intl.DateTimeFormat().resolvedOptions().timeZone}입니다.</span>}
      </BrowserOnly>
    </p>
  );
}
