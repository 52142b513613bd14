package docusaurus

import (
	"context"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadMapsVersions(t *testing.T) {
	s, err := Load(context.Background(), "testdata/versioned", LoadOptions{})
	require.NoError(t, err)
	assert.Empty(t, s.Warnings, "a versioned site with a version dropdown needs no warning")
	require.Len(t, s.Config.Navbar.Items, 3)
	guide, install, dropdown := s.Config.Navbar.Items[0], s.Config.Navbar.Items[1], s.Config.Navbar.Items[2]
	assert.Equal(t, docskit.NavItem{Label: "Guide", To: "/docs/intro", Sidebar: "guide", DocsPlugin: "default",
		VersionTo: map[string]string{"current": "/docs/next/intro", "2.0": "/docs/intro", "1.0": "/docs/1.0/intro"}}, guide,
		"a docSidebar item leads to the last version's sidebar, and to the shown or preferred version's in the browser")
	assert.Equal(t, map[string]string{"current": "/docs/next/install", "2.0": "/docs/install", "1.0": "/docs/1.0/install"}, install.VersionTo)
	assert.Equal(t, docskit.NavItem{Type: docskit.NavVersionDropdown, Position: "right", DocsPlugin: "default",
		Versions: []docskit.VersionLink{
			{Name: "current", Label: "Canary", To: "/docs/next/intro"},
			{Name: "2.0", Label: "2.0", To: "/docs/intro"},
			{Name: "1.0", Label: "1.0 (legacy)", To: "/docs/1.0/intro"},
		},
		ItemsAfter: []docskit.NavItem{{Label: "Older releases", Href: "https://archive.gadget.example.com/"}},
	}, dropdown, "the dropdown lists the versions, current first, each leading to its main doc")
}
