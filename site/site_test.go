package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"docskit.dev/docskit"
	"docskit.dev/plugins/analytics"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// specRoutes lists every route of ../shared/spec/site-spec.md with the
// release lists of decisions.md.
func specRoutes() []string {
	r := []string{"/", "/docs/api/intro", "/docs/api/push", "/docs/api/push/v1/endpoints", "/docs/api/push/v2/endpoints"}
	for _, p := range []string{"intro", "app-source", "check-store-id", "iap",
		"deep-link", "deep-link/app-link", "deep-link/intent-scheme", "deep-link/intro", "deep-link/nuri-link", "deep-link/universal-link", "deep-link/uri-scheme",
		"push", "push/local-push", "push/personal-push", "push/push-token", "push/topic-push",
		"sandbox", "sandbox/sandbox-debugging", "sandbox/sandbox-inspector", "sandbox/sandbox-overview",
		"user-agent", "user-agent/user-agent-configuration", "user-agent/user-agent-definition",
		"webhook", "webhook/overview", "webhook/iap", "webhook/iap/purchase", "webhook/iap/refund", "webhook/personal-push", "webhook/personal-push/unavailable-users"} {
		r = append(r, "/docs/guide/"+p)
	}
	for _, p := range []string{"intro", "getting-started", "react-support", "typescript-support", "namespaces", "integrations"} {
		r = append(r, "/docs/sdk/"+p)
	}
	for _, ns := range strings.Fields("app authentication backkey browser clipboard device env event iap loading location navigation permission preference push refresh scanner setting share store tabbar vibration") {
		r = append(r, "/docs/sdk/namespaces/"+ns)
	}
	for _, in := range strings.Fields("apple appsflyer facebook google kakao") {
		r = append(r, "/docs/sdk/integrations/"+in, "/docs/sdk/integrations/"+in+"/integrate", "/docs/sdk/integrations/"+in+"/reference")
	}
	releases := map[string]string{
		"sdk":                "1.0.0 1.0.2 1.0.3 1.1.0 1.2.0 1.3.0 1.4.0 1.4.1 1.4.2 1.5.0 1.6.0 1.6.1 1.6.2 1.6.3 1.7.0 1.8.0",
		"app-source/android": "1.0.0 1.0.1 1.0.2 1.1.0 1.2.0 1.2.1 1.3.0 1.4.0 1.4.1 1.5.0 1.5.1 1.6.0 1.6.1 1.6.2 1.6.3 1.6.4 1.6.5 1.6.6 1.6.7 1.6.8 1.6.9 1.6.10 1.6.11 1.7.0 1.7.1 1.8.0",
		"app-source/ios":     "1.0.0 1.0.1 1.1.0 1.2.0 1.3.0 1.3.1 1.4.0 1.5.0 1.5.1 1.6.0 1.6.1 1.6.2 1.6.3 1.6.4 1.6.5 1.6.6 1.6.7 1.6.8 1.6.9 1.6.10 1.6.11 1.6.12 1.7.0 1.7.1 1.7.2 1.8.0",
	}
	for dir, list := range releases {
		r = append(r, "/docs/releases/v1/"+dir+"/intro")
		for _, v := range strings.Fields(list) {
			r = append(r, "/docs/releases/v1/"+dir+"/release-v-"+strings.ReplaceAll(v, ".", "-"))
		}
	}
	return r
}

func TestEverySpecRouteIsBuiltWithAKoreanTitleAndAFirstParagraph(t *testing.T) {
	out, rep := builtSite(t)

	routes := specRoutes()
	assert.Equal(t, len(routes)+1, rep.Pages, "the spec's routes plus the not-found page, and nothing else")
	for _, route := range routes {
		data, err := os.ReadFile(filepath.Join(out, config.URLs().DataFile(route)))
		if !assert.NoError(t, err, "route %s", route) {
			continue
		}
		var page docskit.PageData
		require.NoError(t, json.Unmarshal(data, &page))
		assert.Regexp(t, `\p{Hangul}`, page.Title+page.Description, "%s has a Korean title", route)
		_, err = os.Stat(filepath.Join(out, config.URLs().HTMLFile(route)))
		assert.NoError(t, err)
		if route == "/" {
			continue
		}
		require.NotEmpty(t, page.Body, route)
		assert.Contains(t, page.Body[0].HTML, "<p>", "%s starts with a paragraph saying what it covers", route)
		assert.NotEmpty(t, page.Description, "%s has a description", route)
	}
	html, err := os.ReadFile(filepath.Join(out, "404.html"))
	require.NoError(t, err)
	assert.Contains(t, string(html), "페이지를 찾을 수 없습니다.")
}

func TestAnalyticsIDsComeFromTheEnvironment(t *testing.T) {
	env := func(m map[string]string) func(string) (string, bool) {
		return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
	}
	def := analyticsOptions(env(nil))
	assert.Equal(t, defaultTagManagerID, def.TagManagerID)
	assert.Equal(t, defaultMeasurementID, def.MeasurementID)
	assert.NoError(t, analytics.New(def).Validate(), "the default ids are of the providers' formats")

	off := analyticsOptions(env(map[string]string{"NURI_GTM_ID": "", "NURI_GA_ID": ""}))
	assert.False(t, analytics.New(off).Enabled(), "empty ids turn both providers off")

	bad := analyticsOptions(env(map[string]string{"NURI_GA_ID": "UA-1234"}))
	assert.ErrorContains(t, analytics.New(bad).Validate(), "UA-1234")

	routes := map[string]bool{}
	for _, r := range specRoutes() {
		routes[r] = true
	}
	for _, l := range def.Landings {
		assert.True(t, routes[l.Path], "landing %s (%s) is a page of the site", l.Path, l.Key)
	}
}

// The output is public: it must not carry anything of the machine that built
// it — absolute paths (the repository, the home folder, the temp folder),
// environment values, source maps — and the only ids in it are the public
// analytics ids.
func TestOutputHoldsNoMachinePathsOrEnvironment(t *testing.T) {
	// The shared build ran with envCanary in two environment variables.
	out, _ := builtSite(t)
	repo := filepath.Dir(siteDir)
	home, _ := os.UserHomeDir()
	forbidden := map[string]string{"the repository path": repo, "the temp folder": os.TempDir(), "an environment value": envCanary}
	if home != "" && home != "/" {
		forbidden["the home folder"] = home
	}
	files := 0
	require.NoError(t, filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files++
		rel, _ := filepath.Rel(out, p)
		assert.NotEqual(t, ".map", filepath.Ext(p), "no source map is published: %s", rel)
		if strings.HasSuffix(p, ".woff2") {
			return nil
		}
		data, err := os.ReadFile(p)
		require.NoError(t, err)
		for what, s := range forbidden {
			assert.NotContains(t, string(data), s, "%s contains %s", rel, what)
		}
		assert.NotContains(t, string(data), "sourceMappingURL", "%s points to a source map", rel)
		return nil
	}))
	assert.Greater(t, files, 300)
}

// With the font subset, every Hangul syllable the built site can show (in its
// pages, page data and scripts) still has a face of each weight.
func TestFontSubsetCoversEveryHangulSyllableOfTheSite(t *testing.T) {
	out, _ := builtSite(t)
	css, err := os.ReadFile(filepath.Join(out, "assets/fonts", pretendard.Name, "font.css"))
	require.NoError(t, err)
	type span struct{ lo, hi rune }
	covered := map[int][]span{}
	face := regexp.MustCompile(`font-weight:(\d+)[^}]*unicode-range:([^}]+)\}`)
	for _, m := range face.FindAllStringSubmatch(string(css), -1) {
		w, _ := strconv.Atoi(m[1])
		for _, part := range strings.Split(m[2], ",") {
			a, z, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(part), "U+"), "-")
			lo, err := strconv.ParseInt(a, 16, 32)
			require.NoError(t, err)
			hi := lo
			if z != "" {
				hi, err = strconv.ParseInt(z, 16, 32)
				require.NoError(t, err)
			}
			covered[w] = append(covered[w], span{rune(lo), rune(hi)})
		}
	}
	assert.Less(t, strings.Count(string(css), "@font-face"), 200, "unused Hangul slices are dropped")
	used := map[rune]bool{}
	require.NoError(t, filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".html") && !strings.HasSuffix(p, ".js") && !strings.HasSuffix(p, ".json") {
			return err
		}
		data, err := os.ReadFile(p)
		for _, r := range string(data) {
			if r >= 0xAC00 && r <= 0xD7A3 {
				used[r] = true
			}
		}
		return err
	}))
	require.Greater(t, len(used), 300)
	for _, w := range pretendard.Weights {
		for r := range used {
			ok := false
			for _, s := range covered[w] {
				if r >= s.lo && r <= s.hi {
					ok = true
					break
				}
			}
			assert.True(t, ok, "%q (U+%04X) has no face of weight %d", r, r, w)
		}
	}
}
