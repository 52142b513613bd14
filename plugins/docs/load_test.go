package docs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNumberPrefix(t *testing.T) {
	p := New(Options{})
	tests := []struct {
		in, name string
		prefix   float64
		ok       bool
	}{
		{"01-intro", "intro", 1, true},
		{"1. intro", "intro", 1, true},
		{"003 - intro", "intro", 3, true},
		{"10_last", "last", 10, true},
		{"2021-11-notes", "2021-11-notes", 0, false},
		{"7.0-release", "7.0-release", 0, false},
		{"intro", "intro", 0, false},
		{"12", "12", 0, false},
	}
	for _, tc := range tests {
		name, prefix, ok := p.splitNumberPrefix(tc.in)
		assert.Equal(t, tc.name, name, tc.in)
		assert.Equal(t, tc.prefix, prefix, tc.in)
		assert.Equal(t, tc.ok, ok, tc.in)
	}
	off := New(Options{NumberPrefixParser: new(false)})
	name, _, ok := off.splitNumberPrefix("01-intro")
	assert.Equal(t, "01-intro", name)
	assert.False(t, ok)
}
