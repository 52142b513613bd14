// Type of the @docskit/pages virtual module (the bundler provides the value):
// in the server bundle, the module of each MDX page that needs JavaScript, by
// route (docskit/internal/bundle/pages.go); empty in the client bundle.
declare const pages: Record<string, unknown>;
export default pages;
