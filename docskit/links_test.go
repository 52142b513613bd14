package docskit

import "testing"

func TestHasScheme(t *testing.T) {
	for s, want := range map[string]bool{
		"https://nuri.example": true, "mailto:dev@nuri.example": true, "tel:+82-2-0000": true, "git+ssh://x": true,
		"/docs/guide/intro": false, "./push.mdx": false, "push.mdx#x": false, "#anchor": false, "//cdn.example/x": false,
		"": false, ":x": false, "1x:y": false, "a b:c": false, "docs/a:b": false,
	} {
		if got := HasScheme(s); got != want {
			t.Errorf("HasScheme(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestLinkFile(t *testing.T) {
	const page = "docs/guide/intro.mdx"
	for _, c := range []struct {
		dest, file string
	}{
		{"./img/flow.png", "docs/guide/img/flow.png"},
		{"img/flow.png", "docs/guide/img/flow.png"},
		{"../shared/logo.svg#layer", "docs/shared/logo.svg"},
		{"./files/sample.zip?v=2", "docs/guide/files/sample.zip"},
		{"./my%20diagram.png", "docs/guide/my diagram.png"},
		{"@site/static/img/x.png", "static/img/x.png"},
		// Pages, routes, static files written from the root and URLs are not files to copy.
		{"./push.mdx", ""}, {"./push.md#x", ""}, {"./old.html", ""}, {"./push", ""}, {"../", ""},
		{"/img/logo.svg", ""}, {"https://cdn.example/a.png", ""}, {"//cdn.example/a.png", ""},
		{"#anchor", ""}, {"", ""},
		// A path that leaves the site's root names nothing the build can read.
		{"../../../outside.png", ""}, {"@site/../x.png", ""},
	} {
		file, ok := LinkFile(page, c.dest)
		if file != c.file || ok != (c.file != "") {
			t.Errorf("LinkFile(%q, %q) = %q, %v; want %q", page, c.dest, file, ok, c.file)
		}
	}
	if _, ok := LinkFile("", "./a.png"); ok {
		t.Error("a page without a source file has no relative files")
	}
}

func TestAssetPath(t *testing.T) {
	for source, want := range map[string]string{
		"docs/guide/img/flow.png":      "assets/flow-0a1b2c3d.png",
		"docs/files/release notes.PDF": "assets/release-notes-0a1b2c3d.pdf",
		"docs/files/안내서.zip":           "assets/file-0a1b2c3d.zip",
		"docs/files/v1.2_notes.tar.gz": "assets/v1.2_notes.tar-0a1b2c3d.gz",
	} {
		if got := assetPath(source, "0a1b2c3d"); got != want {
			t.Errorf("assetPath(%q) = %q, want %q", source, got, want)
		}
	}
}
