package main

import (
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// With TREEPEAK_TEST_ALLOC_MIB=N the test binary is a child process that holds
// N MiB resident for 600 ms (or TREEPEAK_TEST_HOLD), so the tests have a tree
// of known memory.
func TestMain(m *testing.M) {
	if s := os.Getenv("TREEPEAK_TEST_ALLOC_MIB"); s != "" {
		n, _ := strconv.Atoi(s)
		b := make([]byte, n<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		hold, err := time.ParseDuration(os.Getenv("TREEPEAK_TEST_HOLD"))
		if err != nil {
			hold = 600 * time.Millisecond
		}
		time.Sleep(hold)
		runtime.KeepAlive(b)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestRunSumsTheProcessTree(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	const mib = 96
	// Two grandchildren of 96 MiB each under a shell: the tree holds about
	// 192 MiB at once, while no single process exceeds about 100.
	cmd := exec.Command("sh", "-c", `"$0" & "$0" & wait`, exe)
	cmd.Env = append(os.Environ(), "TREEPEAK_TEST_ALLOC_MIB="+strconv.Itoa(mib))
	r, err := run(cmd, 20*time.Millisecond, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Exit != 0 {
		t.Fatalf("exit %d", r.Exit)
	}
	if r.TreeKiB < 2*mib*1024 {
		t.Errorf("tree peak %d KiB, want at least the two children's %d KiB", r.TreeKiB, 2*mib*1024)
	}
	if r.MaxKiB < mib*1024 || r.MaxKiB > r.TreeKiB-mib*1024/2 {
		t.Errorf("largest process %d KiB, want one child's %d KiB and well under the tree's %d", r.MaxKiB, mib*1024, r.TreeKiB)
	}
	if r.Wall < 600*time.Millisecond {
		t.Errorf("wall %v, shorter than the children's sleep", r.Wall)
	}
}

func TestRunKillsTheTreePastTheLimit(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// Two children of 96 MiB that would hold it for 20 s, under a limit of
	// 150 MiB: neither passes it alone, together they do, and both are
	// killed long before their 20 s.
	cmd := exec.Command("sh", "-c", `"$0" & "$0" & wait`, exe)
	cmd.Env = append(os.Environ(), "TREEPEAK_TEST_ALLOC_MIB=96", "TREEPEAK_TEST_HOLD=20s")
	r, err := run(cmd, 20*time.Millisecond, 150<<10)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Killed || r.Exit == 0 {
		t.Errorf("killed %v, exit %d: want the tree killed", r.Killed, r.Exit)
	}
	if r.Wall >= 10*time.Second {
		t.Errorf("wall %v: the children were not killed", r.Wall)
	}
	// A limit above the tree's peak leaves it alone.
	cmd = exec.Command("sh", "-c", `"$0" & "$0" & wait`, exe)
	cmd.Env = append(os.Environ(), "TREEPEAK_TEST_ALLOC_MIB=96")
	if r, err = run(cmd, 20*time.Millisecond, 1<<20); err != nil || r.Killed || r.Exit != 0 {
		t.Errorf("under the limit: killed %v, exit %d, err %v", r.Killed, r.Exit, err)
	}
}

func TestRunExitStatus(t *testing.T) {
	r, err := run(exec.Command("sh", "-c", "exit 3"), 20*time.Millisecond, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Exit != 3 {
		t.Errorf("exit %d, want 3", r.Exit)
	}
	if _, err := run(exec.Command("/nonexistent/treepeak-test"), 20*time.Millisecond, 0); err == nil {
		t.Error("a command that cannot start: no error")
	}
}
