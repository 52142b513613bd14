// The pre-paint script. docskit/document.go writes it at the start of <body>
// (prepaintScript), so it runs before the first paint. It puts the colour
// mode on <html>: data-theme="light|dark" and data-theme-choice=
// "light|dark|system", from the choice stored under "theme", else the
// configured default; "system" follows prefers-color-scheme. On a site whose
// colour-mode switch is disabled the visitor has no choice: a stored one
// (left by another page of the origin or an earlier build) would lock the
// page in a mode the site does not offer, with no way out, so it is ignored
// and removed. It also marks a closed announcement
// (data-announcement-dismissed="true") so that CSS hides the bar before it
// is painted. After hydration the theme keeps these attributes up to date
// (internal/colorMode.ts, components/AnnouncementBar). Storage that throws
// is ignored here; the client's storage wrapper reports it.
export {}; // a module, so that its names are its own; it runs as a classic script

/** What prepaintScript passes in. */
interface Params {
  /** The choice when none is stored: colorMode.default, or "system" with respectPrefersColorScheme. */
  readonly choice: string;
  /** colorMode.disableSwitch: the default always applies, and a stored choice is removed. */
  readonly switchDisabled?: boolean;
  /** The localStorage key that holds "true" once the announcement was closed; absent when it cannot be closed. */
  readonly dismissKey?: string;
}
declare const params: Params;

const root = document.documentElement;
let choice = params.choice;
try {
  const storage = window.localStorage;
  const stored = storage.getItem('theme'); // colorModeKey in theme/internal/colorMode.ts
  if (params.switchDisabled) {
    if (stored !== null) storage.removeItem('theme');
  } else if (stored === 'light' || stored === 'dark' || stored === 'system') {
    choice = stored;
  }
  if (params.dismissKey !== undefined && storage.getItem(params.dismissKey) === 'true') root.dataset.announcementDismissed = 'true';
} catch {
  // Blocked storage: the default choice, the bar shown.
}
let mode = choice;
if (choice === 'system') {
  try {
    mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    mode = 'light';
  }
}
root.dataset.theme = mode;
root.dataset.themeChoice = choice;
