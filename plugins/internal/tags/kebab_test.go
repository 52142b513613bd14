package tags

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Tag and author routes are lodash's kebabCase of the label, as in Docusaurus.
func TestKebabCase(t *testing.T) {
	for in, want := range map[string]string{
		"release":        "release",
		"React Native":   "react-native",
		"JavaScript":     "java-script",
		"v1.0":           "v-1-0",
		"iOS":            "i-os",
		"HTMLParser":     "html-parser",
		"don't panic":    "dont-panic",
		"Café au lait":   "cafe-au-lait",
		"snake_case-tag": "snake-case-tag",
		"한국어 팁":          "한국어-팁",
		"--odd--":        "odd",
	} {
		assert.Equal(t, want, KebabCase(in), in)
	}
}
