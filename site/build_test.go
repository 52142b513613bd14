package main

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"docskit.dev/docskit"
	"github.com/stretchr/testify/require"
)

// envCanary is set in environment variables during the shared build; it must
// not reach the output (TestOutputHoldsNoMachinePathsOrEnvironment).
const envCanary = "dk-canary-5f1e0c7a9b"

// siteDir is this package's folder: go test runs here; the site's paths are
// relative to the repository root above it.
var siteDir, _ = os.Getwd()

var built struct {
	once sync.Once
	out  string
	rep  *docskit.Report
	err  error
}

// builtSite is the Nuri site as production builds it (both analytics ids),
// built once for every test that reads the output; it skips in -short mode.
func builtSite(t *testing.T) (string, *docskit.Report) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the site")
	}
	built.once.Do(func() { built.out, built.rep, built.err = buildSite() })
	require.NoError(t, built.err)
	return built.out, built.rep
}

func buildSite() (string, *docskit.Report, error) {
	env := map[string]string{
		"NURI_GTM_ID": defaultTagManagerID, "NURI_GA_ID": defaultMeasurementID,
		"NURI_DEPLOY_TOKEN": envCanary, "DOCSKIT_SECRET": envCanary,
	}
	for k, v := range env {
		old, had := os.LookupEnv(k)
		_ = os.Setenv(k, v)
		defer func() {
			if had {
				_ = os.Setenv(k, old)
			} else {
				_ = os.Unsetenv(k)
			}
		}()
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", nil, err
	}
	if err := os.Chdir(filepath.Dir(siteDir)); err != nil {
		return "", nil, err
	}
	defer func() { _ = os.Chdir(wd) }()
	b, err := newBuilder()
	if err != nil {
		return "", nil, err
	}
	defer b.Close()
	dir, err := os.MkdirTemp("", "nuri-site-test-")
	if err != nil {
		return "", nil, err
	}
	out := filepath.Join(dir, "public")
	rep, err := b.Build(context.Background(), out)
	return out, rep, err
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.out != "" {
		_ = os.RemoveAll(filepath.Dir(built.out))
	}
	os.Exit(code)
}
