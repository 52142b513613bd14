// Colour mode: the visitor's choice (light, dark or system) stored under the
// localStorage key "theme", and the mode in effect on <html data-theme>.
// The pre-paint script that docskit writes at the start of <body>
// (docskit/inline/prepaint.ts) sets data-theme and data-theme-choice
// before the first paint; this module keeps them up to date afterwards: when
// the choice is changed here or in another tab, and when the OS preference
// changes while the choice is "system".
// With colorMode.disableSwitch the visitor has no choice: the site default
// applies, a stored choice is ignored and removed (as the pre-paint script
// does), nothing is stored, and other tabs' writes are ignored.
// Internal: not overridable.
import config from '@docskit/site-config';
import { useSyncExternalStore } from 'react';
import { getItem, removeItem, setItem } from './storage';

export type ColorChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export interface ColorModeState {
  /** What the visitor chose (or the site default). */
  readonly choice: ColorChoice;
  /** The mode in effect: the choice, with "system" resolved. */
  readonly mode: ColorMode;
}

/** The localStorage key of the choice (the same key as Docusaurus). */
export const colorModeKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

function isChoice(v: unknown): v is ColorChoice {
  return v === 'light' || v === 'dark' || v === 'system';
}

/** The site's default choice: "system" with respectPrefersColorScheme, else colorMode.default. */
export function defaultChoice(): ColorChoice {
  const cm = config.colorMode;
  if (cm.respectPrefersColorScheme) return 'system';
  return isChoice(cm.default) ? cm.default : 'light';
}

function systemMode(): ColorMode {
  try {
    return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function resolve(choice: ColorChoice): ColorMode {
  return choice === 'system' ? systemMode() : choice;
}

let initial: ColorModeState | undefined;
/** What the server renders with, and what hydration sees: the site default ("system" renders as light). */
function serverState(): ColorModeState {
  const choice = defaultChoice();
  return (initial ??= { choice, mode: choice === 'dark' ? 'dark' : 'light' });
}
let state: ColorModeState | undefined;
const listeners = new Set<() => void>();

function apply(choice: ColorChoice): void {
  const mode = resolve(choice);
  const html = document.documentElement;
  html.dataset.theme = mode;
  html.dataset.themeChoice = choice;
  if (choice !== state?.choice || mode !== state.mode) {
    state = { choice, mode };
    for (const l of listeners) l();
  }
}

/** Whether the site offers no choice (colorMode.disableSwitch). */
function switchDisabled(): boolean {
  return config.colorMode.disableSwitch === true;
}

function stored(): ColorChoice {
  const v = getItem(colorModeKey);
  if (switchDisabled()) {
    // Left by another page of the origin or an earlier build: it would keep the
    // page in a mode the site does not offer, with no switch to leave it.
    if (v !== null) removeItem(colorModeKey);
    return defaultChoice();
  }
  return isChoice(v) ? v : defaultChoice();
}

/**
 * Sets the visitor's choice: stores it, and applies it to this tab (other tabs
 * follow through the storage event). Where the switch is disabled it applies to
 * this tab only: a stored choice would be removed on the next page anyway.
 */
export function setColorChoice(choice: ColorChoice): void {
  if (!switchDisabled()) setItem(colorModeKey, choice);
  apply(choice);
}

let started = false;

/**
 * Starts the colour-mode machinery once, outside React (entry-client.tsx):
 * applies the stored choice and follows other tabs and the OS preference.
 */
export function startColorMode(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  apply(stored());
  window.addEventListener('storage', (e) => {
    // key null: another tab cleared the whole storage.
    if (!switchDisabled() && (e.key === colorModeKey || e.key === null)) apply(stored());
  });
  try {
    window.matchMedia(darkQuery).addEventListener('change', () => {
      if (state?.choice === 'system') apply('system');
    });
  } catch {
    /* no matchMedia: "system" stays light */
  }
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/**
 * The colour mode for components (a switch, a mode-dependent image). The server
 * render and hydration see the site default; the real state follows right after.
 */
export function useColorMode(): ColorModeState & { readonly setChoice: (choice: ColorChoice) => void } {
  const s = useSyncExternalStore(subscribe, () => state ?? serverState(), serverState);
  return { ...s, setChoice: setColorChoice };
}
