import { usePluginData } from '@docusaurus/useGlobalData';

// Reads what a plugin of the site (not run by docskit) would publish.
export default function Releases() {
  const data = usePluginData('widget-releases');
  return <strong>{data.latest.name}</strong>;
}
