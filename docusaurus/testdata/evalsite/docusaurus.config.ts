import path from 'node:path';
import type { Config } from '@docusaurus/types';
import { themes } from 'prism-react-renderer';
import extra from './extra.json';
import { tagline } from './src/tagline';

const logoDir: string = path.resolve(__dirname, 'static/img');

export default async function createConfig(): Promise<Config> {
  console.log('a config that logs');
  return {
    title: 'Eval site',
    tagline,
    url: 'https://example.com',
    baseUrl: '/',
    customFields: {
      logoDir,
      cwd: process.cwd(),
      extra,
      sidebars: require.resolve('./sidebars.js'),
      // Functions that CallEach runs.
      shout: async (s: string) => (s === '/' ? null : [s.toUpperCase(), `${s}!`]),
      refuse: (s: string) => {
        throw new Error(`no redirect for ${s}`);
      },
    },
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
    plugins: [function localPlugin() { return { name: 'local' }; }, ['docusaurus-plugin-not-installed', {}]],
    themeConfig: { prism: { theme: themes.github }, pattern: /^a+$/ },
  } as Config;
}
