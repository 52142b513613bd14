package readingtime

import (
	"context"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/docskit/mdx"
)

func TestValidate(t *testing.T) {
	tests := []struct {
		name    string
		opts    Options
		wantErr string // "" for none
	}{
		{"zero value uses the defaults", Options{}, ""},
		{"positive speeds", Options{WordsPerMinute: 250, CharsPerMinute: 600}, ""},
		{"negative words per minute", Options{WordsPerMinute: -1}, "WordsPerMinute is -1"},
		{"negative chars per minute", Options{CharsPerMinute: -5}, "CharsPerMinute is -5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := New(tt.opts).Validate()
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("Validate() = %v, want nil", err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("Validate() = %v, want an error with %q", err, tt.wantErr)
			}
		})
	}
}

// TestValidateInNew checks that docskit.New reports the plugin's error by name.
func TestValidateInNew(t *testing.T) {
	cfg := docskit.Config{Title: "t", URL: "https://example.com"}
	_, err := docskit.New(cfg, docskit.WithPlugins(New(Options{WordsPerMinute: -1})))
	if err == nil || !strings.Contains(err.Error(), "plugin reading-time: WordsPerMinute") {
		t.Fatalf("docskit.New = %v, want the plugin's validation error", err)
	}
}

// parsed gives p its parsed document, as the builder does before Resolve.
func parsed(t *testing.T, p *docskit.Page) *docskit.Page {
	t.Helper()
	doc, ds := mdx.NewParser(nil).Parse(p.Body, mdx.Options{})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	p.Doc = doc
	return p
}

func TestResolve(t *testing.T) {
	long := strings.Repeat("가", 1200) // 1200 characters at 500 a minute: 3 minutes
	doc := parsed(t, &docskit.Page{Route: "/docs/a", Kind: docskit.KindDoc, Body: []byte(long)})
	withExtra := parsed(t, &docskit.Page{Route: "/docs/b", Kind: docskit.KindDoc, Body: []byte("one two"), Extra: map[string]any{"other": true}})
	empty := parsed(t, &docskit.Page{Route: "/docs/c", Kind: docskit.KindDoc, Body: []byte("```\ncode only\n```\n")})
	landing := parsed(t, &docskit.Page{Route: "/", Kind: docskit.KindLanding, Body: []byte(long)})
	site := &docskit.Site{Pages: []*docskit.Page{doc, withExtra, empty, landing}}
	ctx := &docskit.Context{Context: context.Background()}

	if err := New(Options{}).Resolve(ctx, site); err != nil {
		t.Fatal(err)
	}
	if got := doc.Extra[ExtraKey]; got != 3 {
		t.Errorf("doc reading time = %v, want 3", got)
	}
	if got := withExtra.Extra[ExtraKey]; got != 1 || withExtra.Extra["other"] != true {
		t.Errorf("withExtra.Extra = %v, want readingTime 1 and other kept", withExtra.Extra)
	}
	if _, ok := empty.Extra[ExtraKey]; ok {
		t.Errorf("a page without prose got a reading time: %v", empty.Extra)
	}
	if landing.Extra != nil {
		t.Errorf("a landing page got Extra %v", landing.Extra)
	}

	// Custom speeds.
	doc.Extra = nil
	if err := New(Options{CharsPerMinute: 1200}).Resolve(ctx, site); err != nil {
		t.Fatal(err)
	}
	if got := doc.Extra[ExtraKey]; got != 1 {
		t.Errorf("reading time at 1200 chars a minute = %v, want 1", got)
	}
}

func TestInjectTags(t *testing.T) {
	p := New(Options{})
	ctx := &docskit.Context{Context: context.Background()}
	tests := []struct {
		name string
		page *docskit.Page
		want []docskit.Tag
	}{
		{"doc page with a reading time", &docskit.Page{Kind: docskit.KindDoc, Extra: map[string]any{ExtraKey: 4}},
			[]docskit.Tag{{Name: "meta", Attrs: map[string]string{"name": MetaName, "content": "4"}}}},
		{"doc page without one", &docskit.Page{Kind: docskit.KindDoc}, nil},
		{"other page kinds get nothing", &docskit.Page{Kind: docskit.KindLanding, Extra: map[string]any{ExtraKey: 4}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := p.InjectTags(ctx, tt.page)
			if len(got.BodyStart) != 0 || len(got.BodyEnd) != 0 {
				t.Errorf("tags outside the head: %+v", got)
			}
			if len(got.Head) != len(tt.want) {
				t.Fatalf("Head = %+v, want %+v", got.Head, tt.want)
			}
			for i, tag := range got.Head {
				w := tt.want[i]
				if tag.Name != w.Name || tag.InnerHTML != w.InnerHTML || len(tag.Attrs) != len(w.Attrs) {
					t.Fatalf("Head[%d] = %+v, want %+v", i, tag, w)
				}
				for k, v := range w.Attrs {
					if tag.Attrs[k] != v {
						t.Errorf("Head[%d] %s = %q, want %q", i, k, tag.Attrs[k], v)
					}
				}
			}
		})
	}
}

func TestClientModulesAreEmbedded(t *testing.T) {
	mods := New(Options{}).ClientModules()
	if len(mods) != 1 {
		t.Fatalf("got %d client modules, want 1", len(mods))
	}
	for _, f := range []string{mods[0].Entry, "client/reading-time.css"} {
		if _, err := mods[0].FS.Open(f); err != nil {
			t.Errorf("client module file %s: %v", f, err)
		}
	}
}
