package daemon

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"

	"github.com/synod-net/synod/daemon/api"
)

// logRing keeps the daemon's last log lines for the API and the dashboard
// and publishes each new one to the event hub.
type logRing struct {
	max int
	hub *hub

	// mu guards the fields below and serialises the formatting handler,
	// which writes into buf.
	mu    sync.Mutex
	seq   uint64
	lines []api.LogLine
	buf   bytes.Buffer
}

func newLogRing(max int, h *hub) *logRing { return &logRing{max: max, hub: h} }

// handler returns a slog handler that records lines at level or above.
func (r *logRing) handler(level slog.Level) slog.Handler {
	text := slog.NewTextHandler(&r.buf, &slog.HandlerOptions{Level: level, ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
		if len(groups) == 0 && (a.Key == slog.TimeKey || a.Key == slog.LevelKey || a.Key == slog.MessageKey) {
			return slog.Attr{}
		}
		return a
	}})
	return ringHandler{r: r, h: text}
}

// last returns the last n lines (all when n <= 0), oldest first.
func (r *logRing) last(n int) []api.LogLine {
	r.mu.Lock()
	defer r.mu.Unlock()
	if n <= 0 || n > len(r.lines) {
		n = len(r.lines)
	}
	return append([]api.LogLine{}, r.lines[len(r.lines)-n:]...)
}

type ringHandler struct {
	r *logRing
	h slog.Handler
}

func (h ringHandler) Enabled(ctx context.Context, l slog.Level) bool { return h.h.Enabled(ctx, l) }

func (h ringHandler) Handle(ctx context.Context, rec slog.Record) error {
	r := h.r
	r.mu.Lock()
	r.buf.Reset()
	err := h.h.Handle(ctx, rec)
	r.seq++
	line := api.LogLine{Seq: r.seq, Time: rec.Time, Level: rec.Level.String(), Msg: rec.Message,
		Attrs: strings.TrimSpace(r.buf.String())}
	r.lines = append(r.lines, line)
	if len(r.lines) > r.max {
		r.lines = append(r.lines[:0:0], r.lines[len(r.lines)-r.max:]...)
	}
	r.mu.Unlock()
	r.hub.publish("log", line)
	return err
}

func (h ringHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return ringHandler{r: h.r, h: h.h.WithAttrs(as)}
}

func (h ringHandler) WithGroup(name string) slog.Handler {
	return ringHandler{r: h.r, h: h.h.WithGroup(name)}
}

// teeHandler sends every record to both handlers.
type teeHandler struct{ a, b slog.Handler }

func (t teeHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return t.a.Enabled(ctx, l) || t.b.Enabled(ctx, l)
}

func (t teeHandler) Handle(ctx context.Context, r slog.Record) error {
	var errs []error
	if t.a.Enabled(ctx, r.Level) {
		errs = append(errs, t.a.Handle(ctx, r.Clone()))
	}
	if t.b.Enabled(ctx, r.Level) {
		errs = append(errs, t.b.Handle(ctx, r))
	}
	return errors.Join(errs...)
}

func (t teeHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return teeHandler{t.a.WithAttrs(as), t.b.WithAttrs(as)}
}

func (t teeHandler) WithGroup(name string) slog.Handler {
	return teeHandler{t.a.WithGroup(name), t.b.WithGroup(name)}
}
