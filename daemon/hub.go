package daemon

import (
	"context"
	"encoding/json"
	"sync"
	"time"
)

// event is one server-sent event: its name and one line of JSON.
type event struct {
	name string
	data []byte
}

// hub fans events out to the API's /events subscribers. A subscriber
// that does not keep up loses events (its buffer is bounded) rather than
// slowing the node down; snapshots, sent every second, resynchronise it.
type hub struct {
	// mu guards subs.
	mu   sync.Mutex
	subs map[chan event]struct{}
}

func newHub() *hub { return &hub{subs: map[chan event]struct{}{}} }

func (h *hub) subscribe() (<-chan event, func()) {
	ch := make(chan event, 64)
	h.mu.Lock()
	h.subs[ch] = struct{}{}
	h.mu.Unlock()
	return ch, func() {
		h.mu.Lock()
		delete(h.subs, ch)
		h.mu.Unlock()
	}
}

func (h *hub) active() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs) > 0
}

func (h *hub) publish(name string, v any) {
	if !h.active() {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs {
		select {
		case ch <- event{name, b}:
		default:
		}
	}
}

// tickSnapshots publishes a snapshot every second while someone listens.
func (h *hub) tickSnapshots(d *Daemon) func(context.Context) {
	return func(ctx context.Context) {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			if h.active() {
				h.publish("snapshot", d.Snapshot(ctx))
			}
		}
	}
}
