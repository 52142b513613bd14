package golden

import (
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const caseFile = `1: first
//- - - - - - - - -//
# a

b
//- - - - - - - - -//
<h1>a</h1>
<p>b</p>
//= = = = = = = = = = = = = = = = = = = = = = = =//


2
//- - - - - - - - -//
x
//- - - - - - - - -//
//= = = = = = = = = = = = = = = = = = = = = = = =//
`

func TestParseCases(t *testing.T) {
	cases, err := ParseCases([]byte(caseFile))
	require.NoError(t, err)
	require.Len(t, cases, 2)
	assert.Equal(t, Case{No: 1, Description: "first", Input: "# a\n\nb\n", Expected: "<h1>a</h1>\n<p>b</p>", Line: 1}, cases[0])
	assert.Equal(t, Case{No: 2, Input: "x\n", Expected: "", Line: 12}, cases[1])
}

func TestFormatCasesRoundTrips(t *testing.T) {
	cases, err := ParseCases([]byte(caseFile))
	require.NoError(t, err)
	again, err := ParseCases(FormatCases(cases))
	require.NoError(t, err)
	for i := range again {
		again[i].Line, cases[i].Line = 0, 0
	}
	assert.Equal(t, cases, again)
}

func TestParseCasesErrors(t *testing.T) {
	tests := []struct{ name, file, want string }{
		{"no number", "x\n", `line 1: want a case number`},
		{"no separator", "1\ninput\n", "want //- - - - - - - - -// after the case number"},
		{"no expected part", "1\n//- - - - - - - - -//\nin\n//= = = = = = = = = = = = = = = = = = = = = = = =//\n", "has no expected output"},
		{"unfinished", "1\n//- - - - - - - - -//\nin\n//- - - - - - - - -//\nout\n", "not finished"},
		{"duplicate number", "1\n//- - - - - - - - -//\n//- - - - - - - - -//\n//= = = = = = = = = = = = = = = = = = = = = = = =//\n1\n//- - - - - - - - -//\n//- - - - - - - - -//\n//= = = = = = = = = = = = = = = = = = = = = = = =//\n", "case 1 appears twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseCases([]byte(tc.file))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestParseArchive(t *testing.T) {
	a := ParseArchive(`A comment.
-- docs/a.mdx --
# A
-- docs/b/_category_.json --
{"label": "B"}
-- empty.txt --
`)
	assert.Equal(t, "A comment.\n", string(a.Comment))
	require.Len(t, a.Files, 3)
	fsys := a.MapFS()
	data, err := fs.ReadFile(fsys, "docs/a.mdx")
	require.NoError(t, err)
	assert.Equal(t, "# A\n", string(data))
	data, err = fs.ReadFile(fsys, "docs/b/_category_.json")
	require.NoError(t, err)
	assert.Equal(t, "{\"label\": \"B\"}\n", string(data))
	data, err = fs.ReadFile(fsys, "empty.txt")
	require.NoError(t, err)
	assert.Empty(t, data)
	entries, err := fs.ReadDir(fsys, "docs")
	require.NoError(t, err)
	assert.Len(t, entries, 2, "folders are implied")
}
