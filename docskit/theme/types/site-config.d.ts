// Type of the @docskit/site-config virtual module (the bundler provides the value).
import type { SiteConfig } from '../data';
declare const config: SiteConfig;
export default config;
