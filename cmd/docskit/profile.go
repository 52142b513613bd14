package main

import (
	"bytes"
	"fmt"
	"os"
	"runtime/metrics"
	"runtime/pprof"
	"time"
)

// startProfiles starts a CPU profile into cpuFile and a heap watch for
// memFile (each when not empty) and returns the function that stops them:
// for `go tool pprof`, to see where a build's time and memory go. The heap
// profile is the one taken when the Go heap was largest (sampled every
// 50 ms): its inuse samples are what the peak held, its alloc samples
// what was allocated until then. The Node processes are in neither.
func startProfiles(cpuFile, memFile string) (stop func(), err error) {
	var cpu *os.File
	if cpuFile != "" {
		cpu, err = os.Create(cpuFile)
		if err != nil {
			return nil, err
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, err
		}
	}
	done := make(chan struct{})
	heap := make(chan []byte, 1)
	go func() {
		if memFile == "" {
			heap <- nil
			return
		}
		var peak uint64
		var best []byte
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			if v := sample[0].Value.Uint64(); v > peak {
				var buf bytes.Buffer
				if pprof.Lookup("heap").WriteTo(&buf, 0) == nil {
					peak, best = v, buf.Bytes()
				}
			}
			select {
			case <-done:
				heap <- best
				return
			case <-tick.C:
			}
		}
	}()
	return func() {
		if cpu != nil {
			pprof.StopCPUProfile()
			cpu.Close()
		}
		close(done)
		if data := <-heap; data != nil {
			if err := os.WriteFile(memFile, data, 0o644); err != nil {
				fmt.Fprintf(os.Stderr, "error: %v\n", err)
			}
		}
	}, nil
}
