// The theme's words (module @docskit/ui): the UI messages of docskit/uitext
// in the site's language, by id, and format.
//
//   aria-label={UI['theme.CodeBlock.copyButtonAriaLabel']}
//   format(Template['docskit.search.resultCount'], { count: n })
//
// UI and Template are const enums of @docskit/ui-messages, which the
// bundler makes from the dictionary (uitext.Module): esbuild writes each
// message where it is used, so the words cost what literals did and travel
// in the chunk that shows them. types/ui.gen.ts declares them for the
// type-checker, so an id the dictionary lacks, or a placeholder its
// template lacks, fails the type-check.
import type { Format } from '@docskit/ui-messages';

export { Template, UI } from '@docskit/ui-messages';

/**
 * format fills a template's {placeholders} from values. A template with
 * plural forms, "1 item|{count} items", shows its first form for a count of
 * 1 and its last for any other count (docskit/uitext says why no more).
 */
export const format: Format = (template: string, values: Readonly<Record<string, string | number>>): string => {
  const forms = template.split('|');
  return forms[values.count === 1 ? 0 : forms.length - 1].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};
