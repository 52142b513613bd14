package docskit

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"docskit.dev/docskit/internal/bundle"
)

func testDocument(t *testing.T, cfg Config, route string) string {
	t.Helper()
	cfg.normalize()
	b := &Builder{cfg: cfg}
	p := &Page{Route: route, Kind: KindDoc}
	var w bytes.Buffer
	b.document(&w, p, &PageData{Title: "T " + route}, []byte(`{}`), nil, "<p>"+route+"</p>", &bundle.Result{EntryJS: "/assets/main-X.js"}, Tags{})
	return w.String()
}

var inlineScriptRE = regexp.MustCompile(`<script>(.*?)</script>`)

func siteConfig() Config {
	return Config{
		Title:        "Docs",
		URL:          "https://docs.example.com",
		Announcement: &Announcement{ID: "v1", Text: "New", Closeable: true},
	}
}

// The inline scripts are the same on every page, and they are exactly the ones
// inlineScripts lists (what a Content-Security-Policy hashes).
func TestInlineScriptsSameOnEveryPage(t *testing.T) {
	cfg := siteConfig()
	var first []string
	for _, route := range []string{"/", "/docs/a", "/docs/b/c"} {
		doc := testDocument(t, cfg, route)
		var got []string
		for _, m := range inlineScriptRE.FindAllStringSubmatch(doc, -1) {
			got = append(got, m[1])
		}
		if first == nil {
			first = got
		} else if strings.Join(got, "\n") != strings.Join(first, "\n") {
			t.Errorf("%s: inline scripts differ from the first page's", route)
		}
	}
	cfg.normalize()
	if want := inlineScripts(&cfg); strings.Join(first, "\n") != strings.Join(want, "\n") {
		t.Errorf("inline scripts in the page:\n%q\ninlineScripts:\n%q", first, want)
	}
	doc := testDocument(t, cfg, "/docs/a")
	if !strings.HasPrefix(doc[strings.Index(doc, "<body>"):], "<body><script>"+prepaintScript(&cfg)+"</script>") {
		t.Errorf("the pre-paint script is not the first thing in <body>")
	}
	if i, j := strings.Index(doc, "__docskit_data"), strings.Index(doc, baseURLCheckScript(&cfg)); j < i {
		t.Errorf("the base-URL check must come after the page data")
	}
}

// Config values cannot break out of the <script> element.
func TestInlineScriptsEscapeConfig(t *testing.T) {
	cfg := siteConfig()
	cfg.Announcement.ID = `x</script><script>alert(1)//`
	cfg.BaseURL = `/a</script>`
	cfg.normalize()
	for _, s := range inlineScripts(&cfg) {
		if strings.Contains(strings.ToLower(s), "</script") || strings.Contains(s, "<!--") {
			t.Errorf("script contains an unescaped config value: %s", s)
		}
	}
}

// runPrepaint runs the pre-paint script in Node.js with a fake document,
// localStorage and matchMedia, and returns the attributes it set on <html>
// and what localStorage holds afterwards.
func runPrepaint(t *testing.T, script string, storage map[string]string, storageThrows, prefersDark bool) (attrs, after map[string]string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found")
	}
	if storage == nil {
		storage = map[string]string{}
	}
	st, _ := json.Marshal(storage)
	harness := `const data = ` + string(st) + `, throws = ` + boolJS(storageThrows) + `, dark = ` + boolJS(prefersDark) + `;
const dataset = {};
globalThis.document = { documentElement: { dataset } };
globalThis.window = globalThis;
Object.defineProperty(globalThis, 'localStorage', { get() { if (throws) throw new Error('SecurityError'); return { getItem: (k) => (k in data ? data[k] : null), removeItem: (k) => { delete data[k]; } }; } });
globalThis.matchMedia = (q) => ({ matches: q === '(prefers-color-scheme: dark)' && dark });
` + script + `;
process.stdout.write(JSON.stringify({ attrs: dataset, storage: data }));`
	out, err := exec.Command(node, "-e", harness).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var got struct{ Attrs, Storage map[string]string }
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	return got.Attrs, got.Storage
}

func boolJS(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func TestPrepaintScript(t *testing.T) {
	dismissed := map[string]string{announcementDismissPrefix + "v1": "true"}
	cases := []struct {
		name        string
		colorMode   ColorMode
		closeable   bool
		storage     map[string]string
		throws      bool
		prefersDark bool
		want        map[string]string
		wantStorage map[string]string // nil: storage left as it was
	}{
		{name: "default light", want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "default light ignores the OS", prefersDark: true, want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "default dark", colorMode: ColorMode{Default: "dark"}, want: map[string]string{"theme": "dark", "themeChoice": "dark"}},
		{name: "respectPrefersColorScheme", colorMode: ColorMode{RespectPrefersColorScheme: true}, prefersDark: true, want: map[string]string{"theme": "dark", "themeChoice": "system"}},
		{name: "stored dark", storage: map[string]string{"theme": "dark"}, want: map[string]string{"theme": "dark", "themeChoice": "dark"}},
		{name: "stored system, OS dark", storage: map[string]string{"theme": "system"}, prefersDark: true, want: map[string]string{"theme": "dark", "themeChoice": "system"}},
		{name: "stored system, OS light", storage: map[string]string{"theme": "system"}, want: map[string]string{"theme": "light", "themeChoice": "system"}},
		{name: "stored garbage", storage: map[string]string{"theme": "purple"}, prefersDark: true, want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "storage throws", storage: map[string]string{"theme": "dark"}, throws: true, closeable: true, want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "announcement dismissed", closeable: true, storage: dismissed, want: map[string]string{"theme": "light", "themeChoice": "light", "announcementDismissed": "true"}},
		{name: "another id dismissed", closeable: true, storage: map[string]string{announcementDismissPrefix + "v0": "true"}, want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "not closeable", storage: dismissed, want: map[string]string{"theme": "light", "themeChoice": "light"}},
		// The switch disabled: the visitor has no choice, so a stored one (another
		// page of the origin, an earlier build) is ignored and removed.
		{name: "switch disabled, stored dark", colorMode: ColorMode{DisableSwitch: true}, storage: map[string]string{"theme": "dark"}, wantStorage: map[string]string{},
			want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "switch disabled, stored system, OS dark", colorMode: ColorMode{DisableSwitch: true}, storage: map[string]string{"theme": "system"}, prefersDark: true, wantStorage: map[string]string{},
			want: map[string]string{"theme": "light", "themeChoice": "light"}},
		{name: "switch disabled, other keys kept", colorMode: ColorMode{DisableSwitch: true}, closeable: true, storage: map[string]string{"theme": "light", announcementDismissPrefix + "v1": "true"},
			wantStorage: dismissed, want: map[string]string{"theme": "light", "themeChoice": "light", "announcementDismissed": "true"}},
		{name: "switch disabled, default dark", colorMode: ColorMode{Default: "dark", DisableSwitch: true}, storage: map[string]string{"theme": "light"}, wantStorage: map[string]string{},
			want: map[string]string{"theme": "dark", "themeChoice": "dark"}},
		{name: "switch disabled, follows the OS", colorMode: ColorMode{RespectPrefersColorScheme: true, DisableSwitch: true}, storage: map[string]string{"theme": "light"}, prefersDark: true, wantStorage: map[string]string{},
			want: map[string]string{"theme": "dark", "themeChoice": "system"}},
		{name: "switch disabled, storage throws", colorMode: ColorMode{DisableSwitch: true}, storage: map[string]string{"theme": "dark"}, throws: true,
			want: map[string]string{"theme": "light", "themeChoice": "light"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := siteConfig()
			cfg.ColorMode = tc.colorMode
			cfg.Announcement.Closeable = tc.closeable
			cfg.normalize()
			got, after := runPrepaint(t, prepaintScript(&cfg), tc.storage, tc.throws, tc.prefersDark)
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(tc.want)
			if string(gj) != string(wj) {
				t.Errorf("attributes = %s, want %s", gj, wj)
			}
			wantStorage := tc.wantStorage
			if wantStorage == nil {
				wantStorage = tc.storage
			}
			if wantStorage == nil {
				wantStorage = map[string]string{}
			}
			aj, _ := json.Marshal(after)
			wsj, _ := json.Marshal(wantStorage)
			if string(aj) != string(wsj) {
				t.Errorf("storage after = %s, want %s", aj, wsj)
			}
		})
	}
}

// runBaseURLCheck runs the base-URL check in Node.js with a fake document
// and returns the banner it puts first in <body>, or nil.
func runBaseURLCheck(t *testing.T, script string, clientRan bool) map[string]string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found")
	}
	harness := `let onLoad;
globalThis.addEventListener = (type, f) => { if (type === 'load') onLoad = f; };
globalThis.window = globalThis;
globalThis.location = { href: 'https://docs.example.com/site/docs/a' };
const body = [];
globalThis.document = {
  body: { prepend: (el) => body.unshift(el) },
  createElement: (tag) => ({ tag, attrs: {}, style: {}, setAttribute(k, v) { this.attrs[k] = v; } }),
};
` + script + `;
if (` + boolJS(clientRan) + `) window.__docskitClient = true;
onLoad();
const b = body[0];
process.stdout.write(JSON.stringify(b ? { tag: b.tag, role: b.attrs.role, className: b.className, text: b.textContent } : null));`
	out, err := exec.Command(node, "-e", harness).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var got map[string]string
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("output %q: %v", out, err)
	}
	return got
}

// The banner names the configured BaseURL and the page's URL, exactly, in
// the site's language, and shows only when the client bundle has not run.
func TestBaseURLCheckScript(t *testing.T) {
	for _, tt := range []struct{ lang, baseURL, text string }{
		{"", `/docs-"site"</script>`, `The site did not load correctly. Its configured base URL (BaseURL) is "/docs-"site"</script>" ` +
			`and this page's URL is "https://docs.example.com/site/docs/a": check the BaseURL in the site's configuration.`},
		{"ko", `/docs-{url}`, `사이트를 제대로 불러오지 못했습니다. 설정된 기본 URL(BaseURL)은 "/docs-{url}"이고, ` +
			`현재 URL은 "https://docs.example.com/site/docs/a"입니다. 사이트 설정의 BaseURL이 맞는지 확인하세요.`},
	} {
		cfg := siteConfig()
		cfg.BaseURL = tt.baseURL
		cfg.Locale.HTMLLang = tt.lang
		cfg.normalize()
		got := runBaseURLCheck(t, baseURLCheckScript(&cfg), false)
		want := map[string]string{"tag": "div", "role": "alert", "className": "dk-baseurl-warning", "text": tt.text}
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		if string(gj) != string(wj) {
			t.Errorf("banner = %s\nwant %s", gj, wj)
		}
		if got := runBaseURLCheck(t, baseURLCheckScript(&cfg), true); got != nil {
			t.Errorf("the client ran, but the script showed %v", got)
		}
	}
}

// A small sidebar is in the page; a large one (it grows with the site) is left
// in its shared file, which the page preloads, so that a page's size does not
// grow with the number of pages.
func TestSidebarInlineOnlyWhenSmall(t *testing.T) {
	cfg := siteConfig()
	cfg.normalize()
	b := &Builder{cfg: cfg}
	url := "/assets/sidebar-guide-0123abcd.json"
	big := `{"items":[` + strings.Repeat(`{"type":"link","label":"페이지","href":"/docs/x"},`, 400) + `{"type":"link","label":"끝","href":"/docs/y"}]}`
	tests := []struct {
		name       string
		sidebar    string
		wantInline bool
	}{
		{"small", `{"items":[{"type":"link","label":"소개","href":"/docs/intro"}]}`, true},
		{"large", big, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &Page{Route: "/docs/intro", Kind: KindDoc}
			var w bytes.Buffer
			b.document(&w, p, &PageData{Title: "소개", SidebarURL: url}, []byte(`{}`), []byte(tt.sidebar), "<p>x</p>", &bundle.Result{EntryJS: "/assets/main-X.js"}, Tags{})
			doc := w.String()
			var data struct {
				Sidebar json.RawMessage `json:"sidebar"`
			}
			m := regexp.MustCompile(`<script id="__docskit_data" type="application/json">(.*?)</script>`).FindStringSubmatch(doc)
			if m == nil {
				t.Fatal("no page data in the document")
			}
			if err := json.Unmarshal([]byte(m[1]), &data); err != nil {
				t.Fatalf("page data: %v", err)
			}
			preload := `<link rel="preload" href="` + url + `" as="fetch" crossorigin>`
			if tt.wantInline {
				if string(data.Sidebar) != tt.sidebar {
					t.Errorf("sidebar in the page = %.80s, want the sidebar", data.Sidebar)
				}
				if strings.Contains(doc, preload) {
					t.Error("an inline sidebar is preloaded too")
				}
				return
			}
			if string(data.Sidebar) != "null" {
				t.Errorf("sidebar in the page = %.80s…, want null", data.Sidebar)
			}
			if head := doc[:strings.Index(doc, "</head>")]; !strings.Contains(head, preload) {
				t.Errorf("the head does not preload %s", url)
			}
		})
	}
}
