package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/synod-net/synod/storage/checkpoint"
)

// progressReporter shows a fetch's progress: a progress bar with bytes/s
// and ETA on a terminal, one plain line per second otherwise.
type progressReporter struct {
	w     io.Writer
	desc  string
	start time.Time

	mu       sync.Mutex
	bar      *progressbar.ProgressBar
	total    uint64
	last     checkpoint.Progress
	lastLine time.Time
}

func newProgressReporter(w io.Writer, desc string) *progressReporter {
	p := &progressReporter{w: w, desc: desc, start: time.Now()}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions64(-1,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(desc),
			progressbar.OptionShowBytes(true),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionFullWidth(),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

func (p *progressReporter) update(pr checkpoint.Progress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.last = pr
	if p.bar != nil {
		if pr.Total > 0 && pr.Total != p.total {
			p.total = pr.Total
			p.bar.ChangeMax64(int64(pr.Total))
		}
		_ = p.bar.Set64(int64(min(pr.Done, max(pr.Total, pr.Done))))
		return
	}
	if time.Since(p.lastLine) < time.Second {
		return
	}
	p.lastLine = time.Now()
	p.line()
}

func (p *progressReporter) line() {
	pr := p.last
	el := time.Since(p.start).Seconds()
	rate := float64(pr.Fetched) / el
	s := fmt.Sprintf("%s: %s", p.desc, fmtBytes(pr.Done))
	if pr.Total > 0 {
		s += fmt.Sprintf(" of %s (%.1f%%)", fmtBytes(pr.Total), 100*float64(pr.Done)/float64(pr.Total))
	}
	s += fmt.Sprintf(", %.1f MB/s", rate/1e6)
	if pr.Total > pr.Done && rate > 0 {
		s += fmt.Sprintf(", ETA %s", time.Duration(float64(pr.Total-pr.Done)/rate*float64(time.Second)).Round(time.Second))
	}
	fmt.Fprintf(p.w, "%s, %d provider(s)\n", s, pr.Providers)
}

func (p *progressReporter) finish(ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		if ok {
			_ = p.bar.Finish()
		} else {
			_ = p.bar.Exit()
		}
		return
	}
	if ok {
		p.line()
	}
}
