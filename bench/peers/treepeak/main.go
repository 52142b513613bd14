// Command treepeak runs a command and measures it as bench/scale.sh and
// bench/peers.sh report a build: wall time, CPU time, and the peak resident
// memory of the whole process tree (the command and every process under it,
// summed), sampled from /proc every interval. GNU time's peak is the largest
// single process only, which leaves out docskit's Node renderers and
// Docusaurus's workers.
//
//	treepeak [-interval 50ms] [-o FILE] [-limit-mib N] CMD [ARG...]
//
// The command's output goes to treepeak's; the figures, one line
// "wall_s cpu_s tree_peak_kib largest_process_kib", go to FILE (or stderr).
// treepeak exits with the command's exit status. With -limit-mib N, a tree
// that grows past N MiB is killed (every process of it), so that a build too
// big for the machine stops before the kernel's OOM killer picks a victim
// among other people's processes; treepeak then exits with status 137.
// Linux only (/proc).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// result is what one run measured.
type result struct {
	Wall    time.Duration
	CPU     time.Duration // user + system of the command and the descendants it waited for
	TreeKiB int64         // largest sum of RSS over the tree, over all samples
	MaxKiB  int64         // largest RSS of a single process (the kernel's, from wait4)
	Exit    int
	Killed  bool // the tree passed the limit and was killed
}

func main() {
	interval := flag.Duration("interval", 50*time.Millisecond, "time between two samples of /proc")
	out := flag.String("o", "", "write the figures to `FILE` instead of stderr")
	limit := flag.Int64("limit-mib", 0, "kill the whole tree when its RSS passes `N` MiB (0: no limit)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: treepeak [-interval 50ms] [-o FILE] [-limit-mib N] CMD [ARG...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	r, err := run(cmd, *interval, *limit<<10)
	if err != nil {
		fmt.Fprintln(os.Stderr, "treepeak:", err)
		os.Exit(127)
	}
	if r.Killed {
		fmt.Fprintf(os.Stderr, "treepeak: the process tree passed %d MiB (-limit-mib) and was killed\n", *limit)
		r.Exit = 137
	}
	line := fmt.Sprintf("%.3f %.3f %d %d\n", r.Wall.Seconds(), r.CPU.Seconds(), r.TreeKiB, r.MaxKiB)
	if *out == "" {
		fmt.Fprint(os.Stderr, line)
	} else if err := os.WriteFile(*out, []byte(line), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "treepeak:", err)
		os.Exit(127)
	}
	os.Exit(r.Exit)
}

// run starts cmd and samples its process tree until it exits, killing the
// tree when its RSS passes limitKiB (if not 0). A command that cannot start
// is an error; one that fails is a result with its exit status.
func run(cmd *exec.Cmd, interval time.Duration, limitKiB int64) (result, error) {
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return result{}, err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var r result
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		kib, pids := treeRSS(cmd.Process.Pid)
		r.TreeKiB = max(r.TreeKiB, kib)
		if limitKiB > 0 && kib > limitKiB && !r.Killed {
			r.Killed = true
			for _, p := range pids {
				_ = syscall.Kill(p, syscall.SIGKILL)
			}
		}
		select {
		case err := <-done:
			r.Wall = time.Since(start)
			var exit *exec.ExitError
			if err != nil && !errors.As(err, &exit) {
				return r, err
			}
			st := cmd.ProcessState
			r.Exit = st.ExitCode()
			r.CPU = st.UserTime() + st.SystemTime()
			if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
				r.MaxKiB = ru.Maxrss // KiB on Linux
			}
			// A command shorter than one sample still has a peak.
			r.TreeKiB = max(r.TreeKiB, r.MaxKiB)
			return r, nil
		case <-tick.C:
		}
	}
}

// treeRSS is the resident memory, in KiB, of pid and all its descendants now,
// and their pids. Processes that end while it reads count as 0.
func treeRSS(pid int) (int64, []int) {
	var sum int64
	var pids []int
	todo := []int{pid}
	seen := map[int]bool{}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		pids = append(pids, p)
		sum += rssKiB(p)
		todo = append(todo, children(p)...)
	}
	return sum, pids
}

var pageKiB = int64(os.Getpagesize() / 1024)

// rssKiB reads the resident set of one process from /proc/PID/statm.
func rssKiB(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	n, _ := strconv.ParseInt(f[1], 10, 64)
	return n * pageKiB
}

// children lists the children of every thread of pid (a child belongs to the
// thread that forked it, and Go and Node start processes from any thread).
func children(pid int) []int {
	files, _ := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*/children")
	var out []int
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, s := range strings.Fields(string(b)) {
			if c, err := strconv.Atoi(s); err == nil {
				out = append(out, c)
			}
		}
	}
	return out
}
