// The bundler provides settings.ts, generated from the plugin's Options.
declare const settings: unknown;
export default settings;
