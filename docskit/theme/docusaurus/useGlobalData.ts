// @docusaurus/useGlobalData: the data Docusaurus plugins publish to every
// page. docskit runs no Docusaurus plugins (a site's plugins are reported
// as not supported when the site is read), so there is none: every plugin's
// data is an empty object, and a component that reads an optional field of
// it renders instead of failing to bundle.
type PluginData = Record<string, unknown>;

const none: PluginData = Object.freeze({});

/** useGlobalData: the data of every plugin, by name and instance id (none). */
export default function useGlobalData(): Record<string, Record<string, PluginData>> {
  return {};
}

/** useAllPluginInstancesData: the data of each instance of a plugin (none). */
export function useAllPluginInstancesData(_name: string): Record<string, PluginData> {
  return {};
}

/** usePluginData: the data of one plugin instance (empty). */
export function usePluginData(_name: string, _id?: string): PluginData {
  return none;
}
