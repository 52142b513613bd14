// Defined by the bundler (docskit/bundle): true in the server bundle, false in the client one.
// A branch on it is removed from the other bundle, imports included.
declare const __DOCSKIT_SERVER__: boolean;
