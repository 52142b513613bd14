// The theme's words (module @docskit/ui): the UI messages of docskit/uitext
// in the site's language, by id, and format, which fills templates.
//
//   aria-label={UI['theme.CodeBlock.copyButtonAriaLabel']}
//   format(Template['theme.DocSidebarItem.expandCategoryAriaLabel'], { label })
//   format(Template['docskit.search.resultCount'], { count: n })
//
// UI and Template are const enums of @docskit/ui-messages, which the
// bundler makes from the dictionary (uitext.Module): esbuild writes each
// message where it is used, so the words cost what literals did and travel
// in the chunk that shows them. types/ui.gen.ts declares them for the
// type-checker, so an id the dictionary lacks, or a placeholder its
// template lacks, fails the type-check.
export { Template, UI } from '@docskit/ui-messages';

declare const placeholders: unique symbol;

/**
 * A message with the {placeholders} P. It is not a string to the
 * type-checker: only format turns it into text.
 */
export interface TemplateMessage<P extends string> {
  readonly [placeholders]: P;
}

/**
 * format fills a template's {placeholders} from values. A message of a
 * count with plural forms, "1 item|{count} items", shows its first form for
 * a count of 1 and its last for any other (docskit/uitext says why no more).
 */
export function format<P extends string>(template: TemplateMessage<P>, values: Readonly<Record<P, string | number>>): string {
  const forms = (template as unknown as string).split('|');
  const vals: Readonly<Record<string, string | number>> = values;
  // replace turns a number the callback returns into text.
  return forms[vals.count === 1 ? 0 : forms.length - 1].replace(/\{(\w+)\}/g, (_, name: string) => vals[name] as string);
}
