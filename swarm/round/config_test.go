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
// without grace.
func TestLateMatchesMachine(t *testing.T) {
	for _, grace := range []time.Duration{-1, 2 * time.Second} {
		cfg := Config{
			SwarmID: "demo", Self: "n1", Genesis: genesis,
			Answer: 10 * time.Second, Critique: 10 * time.Second, Vote: 10 * time.Second,
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
