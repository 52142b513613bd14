declare module '*.css';
declare module '@docskit/extra.css';

// The docs' tag pages' layout when the site has docs tags (Config.Docs.Tags), else null.
declare module '@docskit/doc-tags-page' {
  const DocTagsPage: typeof import('./components/DocTagsPage').default | null;
  export default DocTagsPage;
}
