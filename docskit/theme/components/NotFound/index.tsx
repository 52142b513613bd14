import { UI } from '@docskit/ui';

export default function NotFound() {
  return (
    <main id="__docskit_main" className="dk-container dk-notfound" tabIndex={-1}>
      <h1>{UI['theme.NotFound.title']}</h1>
      <p>{UI['theme.NotFound.p1']}</p>
      <p>{UI['theme.NotFound.p2']}</p>
    </main>
  );
}
