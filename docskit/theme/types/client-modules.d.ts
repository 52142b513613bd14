// Type of the @docskit/client-modules virtual module (the bundler provides the value).
import type { ClientModule } from '../data';
/** The client modules that export slots: bundled into the entry, they render at first paint. */
declare const modules: ClientModule[];
export default modules;
/** Imports the other client modules (route hooks only), each from a chunk of its own; the client calls it after hydration. */
export function loadAfterHydration(): Promise<ClientModule[]>;
