package analytics

import (
	"strings"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func render(tags []docskit.Tag) string {
	var b strings.Builder
	for _, t := range tags {
		b.WriteString("<" + t.Name)
		for k, v := range t.Attrs {
			b.WriteString(" " + k + "=" + v)
		}
		b.WriteString(">" + t.InnerHTML + "\n")
	}
	return b.String()
}

func TestHeadTagsForEachCombination(t *testing.T) {
	for _, tc := range []struct {
		name        string
		opts        Options
		want, avoid []string
	}{
		{"none", Options{}, nil, []string{"googletagmanager", "dataLayer", "gtag"}},
		{"tag manager only", Options{TagManagerID: "GTM-ABC1234"},
			[]string{"gtm.js?id=GTM-ABC1234", `"gtm.start"`, "async="},
			[]string{"gtag/js", "gtag("}},
		{"analytics only", Options{MeasurementID: "G-ABCDE12345"},
			[]string{"gtag/js?id=G-ABCDE12345", `gtag("config","G-ABCDE12345",{send_page_view:false})`},
			[]string{"gtm.js", "gtm.start"}},
		{"both", Options{TagManagerID: "GTM-ABC1234", MeasurementID: "G-ABCDE12345"},
			[]string{"gtm.js?id=GTM-ABC1234", "gtag/js?id=G-ABCDE12345", "send_page_view:false", "window.dataLayer=window.dataLayer||[]"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := New(tc.opts)
			require.NoError(t, p.Validate())
			html := render(p.InjectTags(nil, &docskit.Page{}).Head)
			for _, w := range tc.want {
				assert.Contains(t, html, w)
			}
			for _, a := range tc.avoid {
				assert.NotContains(t, html, a)
			}
			if tc.name == "none" {
				assert.Empty(t, p.ClientModules(), "no ids, no client code")
			} else {
				assert.Len(t, p.ClientModules(), 1)
			}
		})
	}
}

func TestInvalidIDsAreRejectedBeforeTheyReachAScriptURL(t *testing.T) {
	for _, tc := range []struct{ opts Options }{
		{Options{TagManagerID: "GTM-abc"}},
		{Options{TagManagerID: `GTM-AAAA"><script>alert(1)</script>`}},
		{Options{MeasurementID: "UA-12345-1"}},
		{Options{MeasurementID: "G-ABCD&x=1"}},
		{Options{MeasurementID: "G-ABCD1234", Landings: []Landing{{Path: "docs/x", Key: "x"}}}},
		{Options{Sections: []string{"/docs/guide/"}}},
	} {
		err := New(tc.opts).Validate()
		assert.Error(t, err, "%+v", tc.opts)
	}
	err := New(Options{TagManagerID: "GTM-abc"}).Validate()
	assert.ErrorContains(t, err, `TagManagerID "GTM-abc"`)
}

func TestClientSettingsCarryLandingsAndSections(t *testing.T) {
	p := New(Options{MeasurementID: "G-ABCDE12345", Landings: []Landing{{Path: "/docs/a", Key: "a_intro"}}, Sections: []string{"/docs/a"}})
	mods := p.ClientModules()
	require.Len(t, mods, 1)
	b, err := mods[0].FS.Open("client/settings.ts")
	require.NoError(t, err)
	buf := make([]byte, 512)
	n, _ := b.Read(buf)
	s := string(buf[:n])
	assert.Contains(t, s, `"tagManager":false`)
	assert.Contains(t, s, `"gtag":true`)
	assert.Contains(t, s, `{"path":"/docs/a","key":"a_intro"}`)
}
