package analytics

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestContentSecurityPolicyOnlyWithIDs(t *testing.T) {
	tests := []struct {
		name string
		opts Options
		want bool
	}{
		{"no ids", Options{}, false},
		{"tag manager", Options{TagManagerID: "GTM-ABCD123"}, true},
		{"ga4", Options{MeasurementID: "G-ABCD1234"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := New(tt.opts).ContentSecurityPolicy()
			if !tt.want {
				assert.Empty(t, got)
				return
			}
			assert.Contains(t, got["connect-src"], "https://*.google-analytics.com")
			assert.Contains(t, got["img-src"], "https://*.googletagmanager.com")
			assert.NotContains(t, got, "script-src", "script origins come from the head tags")
		})
	}
}
