// formatCount, for messages of a count (module @docskit/ui/count). It is a
// module of its own, not re-exported by @docskit/ui, so that the chunk of
// shared theme code, which every page loads first, holds only what a first
// render needs (format): esbuild splits chunks by file, and a re-export
// would bring this one along.

declare const counted: unique symbol;

/** A message of a count, "1 item|{count} items": only formatCount turns it into text. */
export interface CountMessage {
  readonly [counted]: true;
}

/**
 * formatCount is a count message for count: its first form for a count of
 * 1, its last for any other (docskit/uitext says why no more), with {count}
 * filled.
 */
export function formatCount(message: CountMessage, count: number): string {
  const forms = (message as unknown as string).split('|');
  return forms[count === 1 ? 0 : forms.length - 1].replace(/\{count\}/g, String(count));
}
