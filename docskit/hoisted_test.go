package docskit

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSplitHoisted(t *testing.T) {
	for _, tc := range []struct {
		name, app, rest string
		want            hoistedHead
		own             []string
	}{
		{
			name: "nothing hoisted",
			app:  `<div class="dk-root"><title>not at the start</title></div>`,
			rest: `<div class="dk-root"><title>not at the start</title></div>`,
		},
		{
			name: "the last title wins, one tag per name",
			app: `<title>Site</title><title>Help &amp; support | Site</title><meta property="og:title" content="Help"/>` +
				`<meta name="description" content="first"/><meta name="description" content="a &quot;second&quot; one"/>` +
				`<link rel="preload" as="image" href="/img/logo.svg"/><link rel="canonical" href="https://x.example/help"/><div>app</div>`,
			rest: `<div>app</div>`,
			want: hoistedHead{Title: "Help & support | Site", Tags: []Tag{
				{Name: "meta", Attrs: map[string]string{"property": "og:title", "content": "Help"}},
				{Name: "meta", Attrs: map[string]string{"name": "description", "content": `a "second" one`}},
				{Name: "link", Attrs: map[string]string{"rel": "preload", "as": "image", "href": "/img/logo.svg"}},
				{Name: "link", Attrs: map[string]string{"rel": "canonical", "href": "https://x.example/help"}},
			}},
			own: []string{"property=og:title", "name=description", "rel=canonical"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, rest := splitHoisted(tc.app)
			assert.Equal(t, tc.rest, rest)
			assert.Equal(t, tc.want, h)
			var own []string
			for k := range h.keys(nil) {
				own = append(own, k)
			}
			assert.ElementsMatch(t, tc.own, own, "the shell's tags these replace")
		})
	}
}
