package docs_test

import (
	"fmt"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/docs"
	"docskit.dev/plugins/internal/tags"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const taggedDocs = `
-- docs/intro.md --
---
tags: [Getting started]
---
# Introduction

Where to begin.
-- docs/install.md --
---
title: install on a server
description: Run it yourself.
tags: [commercial, Getting started, commercial]
---
Text.
-- docs/cache.md --
---
tags:
  - commercial
  - label: Redis
    permalink: /kv/redis
---
# Caching
-- docs/plain.md --
# No tags
`

// tagPages lists the site's tag pages as "route kind: title" lines.
func tagPages(s *docskit.Site) []string {
	var out []string
	for _, p := range s.Pages {
		if p.Kind == docs.KindTags || p.Kind == docs.KindTag {
			out = append(out, fmt.Sprintf("%s %s: %s", p.Route, p.Kind, p.Title))
		}
	}
	return out
}

func tagProps(t *testing.T, s *docskit.Site, route string) *docs.TagsProps {
	t.Helper()
	p := s.Page(route)
	require.NotNil(t, p, "no page at %s", route)
	tp, ok := p.Props["docTags"].(*docs.TagsProps)
	require.True(t, ok, "%s has no docTags props", route)
	return tp
}

// Every tag the docs use gets a page (a permalink is under the tags route
// too, as Docusaurus normalizes it) of its docs, by title, and the tags a
// page that lists them with their number of docs, at <route base>/tags.
func TestDocTagPages(t *testing.T) {
	s := loadSite(t, siteFS(taggedDocs), docs.Options{})
	assert.ElementsMatch(t, []string{
		`/docs/tags/getting-started docTagDocList: 2 docs tagged with "Getting started"`,
		`/docs/tags/commercial docTagDocList: 2 docs tagged with "commercial"`,
		`/docs/tags/kv/redis docTagDocList: One doc tagged with "Redis"`,
		`/docs/tags docTagsList: Tags`,
	}, tagPages(s))

	commercial := tagProps(t, s, "/docs/tags/commercial")
	assert.Equal(t, &tags.Count{Tag: tags.Tag{Label: "commercial", Permalink: "/docs/tags/commercial"}, Count: 2}, commercial.Tag)
	assert.Equal(t, "/docs/tags", commercial.AllTags)
	assert.Equal(t, []docs.TaggedDoc{
		{Title: "Caching", Permalink: "/docs/cache"},
		{Title: "install on a server", Description: "Run it yourself.", Permalink: "/docs/install"},
	}, commercial.Docs, "by title, whatever its case; the description is the front matter's, else the first paragraph")
	assert.Equal(t, []docs.TaggedDoc{{Title: "Introduction", Description: "Where to begin.", Permalink: "/docs/intro"}}, tagProps(t, s, "/docs/tags/getting-started").Docs[1:])

	var list []string
	for _, c := range tagProps(t, s, "/docs/tags").Tags {
		list = append(list, fmt.Sprintf("%s %s %d", c.Tag.Label, c.Tag.Permalink, c.Count))
	}
	assert.Equal(t, []string{"commercial /docs/tags/commercial 2", "Getting started /docs/tags/getting-started 2", "Redis /docs/tags/kv/redis 1"}, list)

	// A doc's page holds its tags for the theme, each once.
	assert.Equal(t, []tags.Tag{{Label: "commercial", Permalink: "/docs/tags/commercial"}, {Label: "Getting started", Permalink: "/docs/tags/getting-started"}},
		bySource(t, s, "docs/install.md").Props["tags"])
	assert.Nil(t, bySource(t, s, "docs/plain.md").Props["tags"])
}

func TestDocTagPagesOfEachSite(t *testing.T) {
	tests := []struct {
		name  string
		extra string // files laid over taggedDocs ("" none)
		opts  docs.Options
		want  []string // the tag pages' routes
	}{
		{"docs without tags make no tag page", "-- docs/intro.md --\n# Intro\n-- docs/install.md --\n# Install\n-- docs/cache.md --\n# Cache\n", docs.Options{}, nil},
		{"docs at the site's root (ory's routeBasePath /)", "", docs.Options{RouteBase: "/"},
			[]string{"/tags/getting-started", "/tags/commercial", "/tags/kv/redis", "/tags"}},
		{"another tagsBasePath", "", docs.Options{TagsBasePath: "topics"},
			[]string{"/docs/topics/getting-started", "/docs/topics/commercial", "/docs/topics/kv/redis", "/docs/topics"}},
		{"a tags file: its labels, permalinks and descriptions", "-- docs/tags.yml --\ncommercial:\n  label: Ory Enterprise\n  permalink: /enterprise\n  description: Needs a licence.\nGetting started:\n", docs.Options{},
			[]string{"/docs/tags/getting-started", "/docs/tags/enterprise", "/docs/tags/kv/redis", "/docs/tags"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := siteFS(taggedDocs)
			for k, v := range siteFS(tc.extra) {
				fsys[k] = v
			}
			s := loadSite(t, fsys, tc.opts)
			var routes []string
			for _, line := range tagPages(s) {
				routes = append(routes, strings.Fields(line)[0])
			}
			assert.ElementsMatch(t, tc.want, routes)
		})
	}
}

func TestDocTagsFile(t *testing.T) {
	fsys := siteFS(taggedDocs + "-- docs/tags.yml --\ncommercial:\n  label: Ory Enterprise\n  permalink: /enterprise\n  description: Needs a licence.\n")
	s := loadSite(t, fsys, docs.Options{})
	tp := tagProps(t, s, "/docs/tags/enterprise")
	assert.Equal(t, tags.Tag{Label: "Ory Enterprise", Permalink: "/docs/tags/enterprise", Description: "Needs a licence."}, tp.Tag.Tag)
	assert.Equal(t, "Needs a licence.", s.Page("/docs/tags/enterprise").Description)

	// Tags the file does not define: onInlineTags throw fails the build at the doc's tags line.
	_, err := docs.New(docs.Options{OnInlineTags: "throw"}).Load(newContext(fsys))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "docs/install.md:4: tags Getting started are not defined in docs/tags.yml")
	assert.Contains(t, err.Error(), "docs/intro.md:2: tags Getting started are not defined in docs/tags.yml")

	// A tags file named in the options must exist.
	_, err = docs.New(docs.Options{Tags: "topics.yml", OptionsFile: "docusaurus.config.js"}).Load(newContext(siteFS(taggedDocs)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "docusaurus.config.js: tags: there is no tags file docs/topics.yml")
	// NoTagsFile reads none: the tags are the front matter's as written.
	s = loadSite(t, fsys, docs.Options{NoTagsFile: true})
	assert.NotNil(t, s.Page("/docs/tags/commercial"))
}

// A version's tags are its own: an older version's are under its route.
func TestDocTagPagesOfVersions(t *testing.T) {
	fsys := siteFS(`
-- versions.json --
["1.0"]
-- docs/a.md --
---
tags: [beta]
---
# A next
-- versioned_docs/version-1.0/a.md --
---
tags: [stable]
---
# A one
-- versioned_sidebars/version-1.0-sidebars.json --
{"docs": ["a"]}
`)
	s := loadSite(t, fsys, docs.Options{})
	var routes []string
	for _, line := range tagPages(s) {
		routes = append(routes, strings.Fields(line)[0])
	}
	assert.ElementsMatch(t, []string{"/docs/next/tags/beta", "/docs/next/tags", "/docs/tags/stable", "/docs/tags"}, routes)
	assert.Equal(t, "/docs/next/tags", tagProps(t, s, "/docs/next/tags/beta").AllTags)
}
