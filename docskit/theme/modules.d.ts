declare module '@docskit/site-config' {
  import type { SiteConfig } from './data';
  const config: SiteConfig;
  export default config;
}
declare module '@docskit/client-modules' {
  import type { ClientModule } from './data';
  const modules: ClientModule[];
  export default modules;
}
declare module '*.css';
declare const __DOCSKIT_SERVER__: boolean;
