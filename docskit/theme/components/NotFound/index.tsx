export default function NotFound() {
  return (
    <main id="__docskit_main" className="dk-container dk-notfound" tabIndex={-1}>
      <h1>페이지를 찾을 수 없습니다.</h1>
      <p>원하는 페이지를 찾을 수 없습니다.</p>
      <p>사이트 관리자에게 링크가 깨진 것을 알려주세요.</p>
    </main>
  );
}
