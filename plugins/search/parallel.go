package search

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// forEach calls f(w, i) for every i in [0, n), on as many goroutines as
// there are cores; w (below workers(n)) names the goroutine, for the
// scratch space f may keep per goroutine.
func forEach(n int, f func(w, i int)) {
	k := workers(n)
	if k <= 1 {
		for i := range n {
			f(0, i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range k {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				f(w, i)
			}
		}()
	}
	wg.Wait()
}

// workers is the number of goroutines forEach runs for n items.
func workers(n int) int { return max(1, min(runtime.GOMAXPROCS(0), n)) }
