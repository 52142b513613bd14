// Package uitext is the dictionary of the words docskit's theme and its
// plugins show around a site's content: "Skip to main content", the copy
// button of code blocks, admonition titles, the 404 page, the search
// dialog. Every message is written here once, in English and in Korean,
// under an id; nothing else in docskit holds UI text.
//
// Ids are Docusaurus's translation ids wherever Docusaurus shows the same
// message (theme.CodeBlock.copy, theme.NotFound.title, …), so a Docusaurus
// site's translations read the same; the others start with "docskit.".
//
// The language is the site's: Korean when Config.Locale.HTMLLang is "ko" or
// starts with "ko-", English otherwise. A site replaces any message with
// Config.UI ({"theme.CodeBlock.copy": "Copy code"}); Check rejects an id
// that is not here and a placeholder the message does not have.
//
// A message may hold placeholders, {name}, which the code that shows it
// fills (the theme with format in docskit/theme/ui.ts). A message of a count
// has {count} as its only placeholder and may hold two plural forms
// separated by "|": the first for a count of 1, the second for any other,
// "1 item|{count} items"; Korean needs one, "문서 {count}개".
// That is the rule of English and of most languages a site's override would
// be written in; a language with more forms (Russian, Arabic) words its
// override without the count's grammar. A full plural rule (Intl.PluralRules
// with the site's locale, as Docusaurus has) would add code and the site
// configuration to the chunk of shared theme code that every page loads
// first, for no site that needs it yet.
//
// The browser gets only the messages of the site's language that its code
// uses, each in the chunk that shows it: see Module. Their TypeScript
// declaration (docskit/theme/types/ui.gen.ts, from Declarations) is
// generated from this list, so a wrong id, or a placeholder a template
// lacks, fails the type-check.
package uitext

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Message is one UI message.
type Message struct {
	// ID names the message, e.g. "theme.CodeBlock.copy".
	ID string
	// English and Korean are its texts.
	English, Korean string
}

// Language is a dictionary language.
type Language int

const (
	English Language = iota
	Korean
)

// LanguageOf is the language of a site whose <html lang> is htmlLang: Korean
// for "ko" and "ko-…" (any case), English for anything else.
func LanguageOf(htmlLang string) Language {
	l := strings.ToLower(htmlLang)
	if l == "ko" || strings.HasPrefix(l, "ko-") {
		return Korean
	}
	return English
}

// Text is the message's text in lang.
func (m Message) Text(lang Language) string {
	if lang == Korean {
		return m.Korean
	}
	return m.English
}

var byID = func() map[string]int {
	ids := make(map[string]int, len(messages))
	for i, m := range messages {
		ids[m.ID] = i
	}
	return ids
}()

// Messages returns every message, in the order of the dictionary (grouped
// by where they are shown).
func Messages() []Message { return slices.Clone(messages) }

// Lookup returns the message with this id.
func Lookup(id string) (Message, bool) {
	i, ok := byID[id]
	if !ok {
		return Message{}, false
	}
	return messages[i], true
}

// Text returns the message id in the language of htmlLang, or the site's
// override of it. An id that is not in the dictionary returns the id
// itself, which shows on the page (as Docusaurus shows an untranslated id).
func Text(htmlLang string, overrides map[string]string, id string) string {
	if s, ok := overrides[id]; ok {
		return s
	}
	m, ok := Lookup(id)
	if !ok {
		return id
	}
	return m.Text(LanguageOf(htmlLang))
}

// Format fills the {placeholders} of text, a message's, from values, as
// format in docskit/theme/ui.ts does in the browser, for the words plugins
// write from Go (a page's <title>). A message of a count, "1 item|{count}
// items", gives its first form when values["count"] is the int 1 and its
// last otherwise. A placeholder that values lacks is left as it is.
func Format(text string, values map[string]any) string {
	forms := strings.Split(text, "|")
	form := forms[len(forms)-1]
	if n, ok := values["count"].(int); ok && n == 1 {
		form = forms[0]
	}
	return placeholderRe.ReplaceAllStringFunc(form, func(p string) string {
		if v, ok := values[p[1:len(p)-1]]; ok {
			return fmt.Sprint(v)
		}
		return p
	})
}

// Resolve returns every message in the language of htmlLang, with the
// site's overrides in place, by id.
func Resolve(htmlLang string, overrides map[string]string) map[string]string {
	lang := LanguageOf(htmlLang)
	out := make(map[string]string, len(messages))
	for _, m := range messages {
		out[m.ID] = m.Text(lang)
	}
	for id, s := range overrides {
		if _, ok := byID[id]; ok {
			out[id] = s
		}
	}
	return out
}

// Check reports each override that cannot replace a message: an id the
// dictionary does not have, or a placeholder the message does not fill.
// The problems are sorted by id.
func Check(overrides map[string]string) []string {
	ids := make([]string, 0, len(overrides))
	for id := range overrides {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var problems []string
	for _, id := range ids {
		m, ok := Lookup(id)
		if !ok {
			problems = append(problems, fmt.Sprintf("%q is not a UI message id (docskit/uitext lists them)", id))
			continue
		}
		have := Placeholders(m.English)
		for _, p := range Placeholders(overrides[id]) {
			if !slices.Contains(have, p) {
				problems = append(problems, fmt.Sprintf("%q: the message has no placeholder {%s} (it has %s)", id, p, list(have)))
			}
		}
	}
	return problems
}

func list(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return "{" + strings.Join(names, "}, {") + "}"
}

var placeholderRe = regexp.MustCompile(`\{(\w+)\}`)

// Placeholders returns the names of the {placeholders} of text, sorted,
// each once.
func Placeholders(text string) []string {
	var names []string
	for _, m := range placeholderRe.FindAllStringSubmatch(text, -1) {
		names = append(names, m[1])
	}
	slices.Sort(names)
	return slices.Compact(names)
}
