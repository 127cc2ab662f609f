package round

import (
	"testing"
	"time"

	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// TestLateMatchesMachine: every message Config.Late calls late is judged
// late by a machine at that time, and a message just before its book
// closes is not late, for every stage (summaries included), with and
// without grace, with and without a training phase.
func TestLateMatchesMachine(t *testing.T) {
	for _, c := range []struct{ grace, train time.Duration }{{-1, 0}, {2 * time.Second, 0}, {2 * time.Second, 5 * time.Second}, {2 * time.Second, time.Second}} {
		grace := c.grace
		cfg := Config{
			SwarmID: "demo", Self: "n1", Genesis: genesis,
			Answer: 10 * time.Second, Critique: 10 * time.Second, Vote: 10 * time.Second, Train: c.train,
			Questions: 2, K: 2, Winners: 2, Tasks: tasks.Procedural{Level: 1}, Grace: grace,
		}
		closes := map[wire.Stage]time.Time{
			wire.Stage_STAGE_ANSWER:   cfg.StageEnd(1, StageAnswer).Add(cfg.GraceTime()),
			wire.Stage_STAGE_CRITIQUE: cfg.StageEnd(1, StageCritique).Add(cfg.GraceTime()),
			wire.Stage_STAGE_VOTE:     cfg.StageEnd(1, StageVote).Add(cfg.GraceTime()),
			wire.Stage_STAGE_DONE:     cfg.RoundStart(3),
		}
		for st, closeAt := range closes {
			if cfg.Late(1, st, closeAt.Add(-time.Millisecond)) {
				t.Errorf("grace %v: stage %s late a millisecond before %v", grace, st, closeAt)
			}
			for _, at := range []time.Duration{0, time.Millisecond, 5 * time.Second, 25 * time.Second} {
				now := closeAt.Add(at)
				if !cfg.Late(1, st, now) {
					t.Errorf("grace %v: stage %s not late at close + %v", grace, st, at)
					continue
				}
				m, err := New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				m.SetRegistered([]string{"n1", "n2", "n3"})
				m.Tick(cfg.RoundStart(1))
				b := &wire.Body{Version: wire.Version, SwarmId: "demo", Round: 1, Stage: st, Sender: []byte("n2")}
				switch st {
				case wire.Stage_STAGE_ANSWER:
					b.Payload = &wire.Body_Answer{Answer: &wire.Answer{Completions: []string{"a", "b"}}}
				case wire.Stage_STAGE_CRITIQUE:
					b.Payload = &wire.Body_Critique{Critique: &wire.Critique{Best: []byte("n3")}}
				case wire.Stage_STAGE_VOTE:
					b.Payload = &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte("n3")}}
				default:
					b.Payload = &wire.Body_Summary{Summary: &wire.RoundSummary{VotesRoot: make([]byte, 32)}}
				}
				v, _ := m.Step(now, Msg{From: "n2", Body: b, Raw: []byte(st.String())})
				if v.Result != Ignore || v.Reason != ReasonLate {
					t.Errorf("grace %v: stage %s at close + %v: Late says late, the machine says %s %s", grace, st, at, v.Result, v.Reason)
				}
			}
		}
	}
}

// TestNextChange: an owner ticking at every NextChange sees every stage
// start, every grace end and every round start, and nothing in between,
// with training phases shorter and longer than the grace.
func TestNextChange(t *testing.T) {
	s := time.Second
	for _, c := range []struct {
		train time.Duration
		want  []time.Duration // changes from genesis, over two rounds
	}{
		{0, []time.Duration{10 * s, 12 * s, 20 * s, 22 * s, 30 * s, 32 * s, 40 * s, 42 * s, 50 * s, 52 * s, 60 * s}},
		{5 * s, []time.Duration{10 * s, 12 * s, 20 * s, 22 * s, 30 * s, 32 * s, 35 * s, 45 * s, 47 * s, 55 * s, 57 * s, 65 * s, 67 * s, 70 * s}},
		{time.Second, []time.Duration{10 * s, 12 * s, 20 * s, 22 * s, 30 * s, 31 * s, 32 * s, 41 * s, 43 * s, 51 * s, 53 * s, 61 * s, 62 * s, 63 * s}},
	} {
		cfg := Config{
			SwarmID: "demo", Self: "n1", Genesis: genesis,
			Answer: 10 * s, Critique: 10 * s, Vote: 10 * s, Train: c.train, Grace: 2 * s,
			Questions: 1, K: 1, Winners: 1, Tasks: tasks.Procedural{Level: 1},
		}
		if err := cfg.Validate(); err != nil {
			t.Fatal(err)
		}
		if got := cfg.NextChange(genesis.Add(-s)); !got.Equal(genesis) {
			t.Errorf("train %v: before genesis: next change %v, want genesis", c.train, got.Sub(genesis))
		}
		now := genesis
		for _, w := range c.want {
			now = cfg.NextChange(now)
			if got := now.Sub(genesis); got != w {
				t.Errorf("train %v: next change %v, want %v", c.train, got, w)
				break
			}
		}
		mid := genesis.Add(cfg.Stages() + c.train/2)
		if c.train > 0 && (!cfg.Training(mid) || cfg.Training(genesis.Add(cfg.Stages()-time.Millisecond)) || cfg.Training(cfg.RoundStart(1))) {
			t.Errorf("train %v: Training wrong around the phase", c.train)
		}
	}
}
