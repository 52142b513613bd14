package docskit_test

import (
	"path/filepath"
	"testing"

	"docskit.dev/docskit/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Docusaurus's Tabs may name its tabs in a values prop instead of on each
// TabItem: the labels come from there.
func TestTabsLabelsFromValues(t *testing.T) {
	out := filepath.Join(t.TempDir(), "site")
	_, err := build(t, golden.MapFS(`
-- docs/guide/intro.mdx --
---
title: 탭
---
<Tabs values={[{label: "안드로이드", value: "android"}, {label: "iOS 앱", value: "ios"}]}>
<TabItem value="android">

안드로이드 내용.

</TabItem>
<TabItem value="ios" label="무시되는 이름">

iOS 내용.

</TabItem>
</Tabs>
`), out)
	require.NoError(t, err)
	html := read(t, filepath.Join(out, defaultURLs.HTMLFile("/docs/guide/intro")))
	assert.Regexp(t, `role="tab"[^>]*>안드로이드</button>`, html)
	assert.Regexp(t, `role="tab"[^>]*>iOS 앱</button>`, html)
}
