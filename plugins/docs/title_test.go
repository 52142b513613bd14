package docs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLeadingH1GivesPlainTitleText(t *testing.T) {
	for _, tc := range []struct{ body, want string }{
		{"# 설치 {#install}\n\n본문", "설치"},
		{"import Tabs from '@theme/Tabs';\n\n# `nuri.push` 사용하기\n", "nuri.push 사용하기"},
		{"# **굵은** [링크](/docs/x) 제목\n", "굵은 링크 제목"},
		{"본문이 먼저\n\n# 제목\n", ""},
		{"## 두 번째 수준\n", ""},
	} {
		assert.Equal(t, tc.want, leadingH1([]byte(tc.body)), tc.body)
	}
}
