declare module '*.css';
declare module '@docskit/extra.css';
