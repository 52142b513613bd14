// Package script compiles the small TypeScript programs that docskit runs
// outside the theme's bundles: the inline scripts it writes into every page,
// the dev server's client and the Node.js side of the SSR renderer. Each is
// a .ts file embedded next to the Go code that uses it, so that tsc checks it
// with the rest of the repository, and esbuild's Transform API removes the
// types when it is first needed. The output depends only on the source and
// the esbuild version, so the hash of an inline script in the
// Content-Security-Policy is stable.
package script

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Inline is a classic script, compiled from a TypeScript module that reads
// its parameters from a constant it declares as
//
//	declare const params: Params;
//
// With supplies the value.
type Inline struct {
	body string // statements that read params
}

// CompileInline compiles src, the source of the file name (named in
// errors), into a minified classic script for browsers. The module may
// import types only: a value import or an export is an error.
func CompileInline(name string, src []byte) (Inline, error) {
	r := api.Transform(string(src), api.TransformOptions{
		Sourcefile: name,
		Loader:     api.LoaderTS,
		// An ES module with no imports or exports left is a list of
		// statements, which With puts in a function body.
		Format:            api.FormatESModule,
		Target:            api.ES2020,
		Charset:           api.CharsetUTF8,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		LegalComments:     api.LegalCommentsNone,
	})
	if err := transformErr(r); err != nil {
		return Inline{}, err
	}
	body := strings.TrimSuffix(string(r.Code), "\n")
	// Parsed as a classic script, an import or export statement left in the
	// body is a syntax error.
	if err := transformErr(api.Transform(wrap(body, "null"), api.TransformOptions{Sourcefile: name + " (compiled)", Loader: api.LoaderJS})); err != nil {
		return Inline{}, fmt.Errorf("%s may import types only and export nothing: %w", name, err)
	}
	return Inline{body: body}, nil
}

// MustInline is CompileInline for a script embedded in the program, whose
// failure to compile is a bug in docskit: it panics.
func MustInline(name string, src []byte) Inline {
	s, err := CompileInline(name, src)
	if err != nil {
		panic("docskit: the embedded script does not compile: " + err.Error())
	}
	return s
}

// With returns the script's text with params, encoded as JSON, as its
// parameters. encoding/json escapes <, > and &, so no value can end the
// <script> element the text is written in; the text is the same for the
// same params. params must encode: With panics on a value encoding/json
// rejects (a func, a channel), which only a bug in the caller passes.
func (s Inline) With(params any) string {
	b, err := json.Marshal(params)
	if err != nil {
		panic("script: parameters: " + err.Error())
	}
	return wrap(s.body, string(b))
}

func wrap(body, params string) string {
	return "(params=>{" + body + "})(" + params + ")"
}

// Node compiles src, the source of the file name, into an ES module for
// Node.js 20, unminified so that a stack trace is readable.
func Node(name string, src []byte) (string, error) {
	r := api.Transform(string(src), api.TransformOptions{
		Sourcefile: name,
		Loader:     api.LoaderTS,
		Format:     api.FormatESModule,
		Platform:   api.PlatformNode,
		Target:     api.ES2022,
		Charset:    api.CharsetUTF8,
	})
	if err := transformErr(r); err != nil {
		return "", err
	}
	return string(r.Code), nil
}

func transformErr(r api.TransformResult) error {
	if len(r.Errors) == 0 {
		return nil
	}
	var errs []error
	for _, m := range r.Errors {
		if l := m.Location; l != nil {
			errs = append(errs, fmt.Errorf("%s:%d:%d: %s", l.File, l.Line, l.Column+1, m.Text))
		} else {
			errs = append(errs, errors.New(m.Text))
		}
	}
	return errors.Join(errs...)
}
