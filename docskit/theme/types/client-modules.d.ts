// Type of the @docskit/client-modules virtual module (the bundler provides the value).
import type { ClientModule } from '../data';
declare const modules: ClientModule[];
export default modules;
