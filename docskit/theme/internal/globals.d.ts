// Defined by the bundler (docskit/bundle): true in the server bundle, false in the client one.
// A branch on it is removed from the other bundle, imports included.
declare const __DOCSKIT_SERVER__: boolean;
// Defined by the bundler: whether the site has page modules (pageModule.ts).
// Without them, the code that loads and renders them is left out of both bundles.
declare const __DOCSKIT_PAGE_MODULES__: boolean;
// Defined by the bundler: bundle.Options.StandIns (a site read from a Docusaurus
// folder). A module page that throws while rendering shows a notice in its body
// instead of failing the build or crashing the page (Body.tsx).
declare const __DOCSKIT_STAND_INS__: boolean;
// Defined by the bundler: Config.Docs.Tags. Without it, the code that shows a
// doc's tags and the docs' tag pages is left out of both bundles.
declare const __DOCSKIT_DOC_TAGS__: boolean;
