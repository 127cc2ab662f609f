package round

import (
	"bytes"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/synod-net/synod/swarm/tasks"
	"github.com/synod-net/synod/swarm/wire"
)

// rewrite regenerates the expected outputs of testdata/*.txt:
//
//	go test ./swarm/round -run TestScenarios -rewrite
var rewrite = flag.Bool("rewrite", false, "rewrite the expected outputs in testdata/")

// The scenario script format. A file is a sequence of blocks separated by
// blank lines; '#' lines are comments. Each block is one command line,
// a "----" line, and the expected output (no blank lines). Times are
// offsets from genesis ("12s", "9.5s").
//
//	config swarm=demo self=n1 answer=10s critique=10s vote=10s questions=2 k=2 winners=2 [grace=2s] [train=5s]
//	register n1 n2 n3
//	tick 0s
//	answer  <t> from=n2 [correct=1,0,x] [round=1] [swarm=..] [sender=..] [nonce=..]
//	critique <t> from=n2 best=n3 [reason=..] [round=..] [nonce=..]
//	vote    <t> from=n2 choice=n3 [round=..]
//	summary <t> from=n2 round=1 winners=n3,n4 [rollouts=0,2]
//	restart <t>        new machine restored from every message accepted so far
//	                   (the rounds tallied so far marked as tallied)
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios in testdata/: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) { runScenario(t, f) })
	}
}

var genesis = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

type harness struct {
	t        *testing.T
	cfg      Config
	m        *Machine
	reg      []string
	accepted []Msg
	tallied  []uint64 // rounds tallied so far, marked on a restart
}

func runScenario(t *testing.T, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t}
	var out bytes.Buffer
	blocks := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n\n")
	failed := false
	for _, blk := range blocks {
		blk = strings.Trim(blk, "\n")
		if blk == "" {
			continue
		}
		lines := strings.Split(blk, "\n")
		var cmd string
		var comments []string
		i := 0
		for ; i < len(lines); i++ {
			if strings.HasPrefix(lines[i], "#") {
				comments = append(comments, lines[i])
				continue
			}
			cmd = lines[i]
			break
		}
		for _, c := range comments {
			out.WriteString(c + "\n")
		}
		if cmd == "" {
			out.WriteString("\n")
			continue
		}
		want := ""
		if i+1 < len(lines) && lines[i+1] == "----" {
			want = strings.Join(lines[i+2:], "\n")
		} else if i+1 < len(lines) {
			t.Fatalf("%s: command %q must be followed by ----", path, cmd)
		}
		got := strings.TrimRight(h.run(cmd), "\n")
		if got != want && !*rewrite {
			t.Errorf("%s: %s\n--- got\n%s\n--- want\n%s", path, cmd, got, want)
			failed = true
		}
		out.WriteString(cmd + "\n----\n")
		if got != "" {
			out.WriteString(got + "\n")
		}
		out.WriteString("\n")
	}
	if *rewrite {
		if err := os.WriteFile(path, bytes.TrimRight(out.Bytes(), "\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
		f.WriteString("\n")
		f.Close()
	}
	_ = failed
}

func parseArgs(fields []string) map[string]string {
	m := map[string]string{}
	for _, f := range fields {
		k, v, _ := strings.Cut(f, "=")
		m[k] = v
	}
	return m
}

func (h *harness) at(s string) time.Time {
	d, err := time.ParseDuration(s)
	if err != nil {
		h.t.Fatalf("bad time %q: %v", s, err)
	}
	return genesis.Add(d)
}

func (h *harness) run(cmd string) string {
	fields := strings.Fields(cmd)
	switch fields[0] {
	case "config":
		a := parseArgs(fields[1:])
		dur := func(k string) time.Duration {
			d, err := time.ParseDuration(a[k])
			if err != nil {
				h.t.Fatalf("config %s: %v", k, err)
			}
			return d
		}
		num := func(k string) int {
			n, err := strconv.Atoi(a[k])
			if err != nil {
				h.t.Fatalf("config %s: %v", k, err)
			}
			return n
		}
		h.cfg = Config{
			SwarmID: a["swarm"], Self: a["self"], Genesis: genesis,
			Answer: dur("answer"), Critique: dur("critique"), Vote: dur("vote"),
			Questions: num("questions"), K: num("k"), Winners: num("winners"),
			Tasks: tasks.Procedural{Level: 1}, Grace: -1,
		}
		if _, ok := a["grace"]; ok {
			h.cfg.Grace = dur("grace")
		}
		if _, ok := a["train"]; ok {
			h.cfg.Train = dur("train")
		}
		m, err := New(h.cfg)
		if err != nil {
			return "error: " + err.Error()
		}
		h.m = m
		return ""
	case "register":
		h.reg = fields[1:]
		h.m.SetRegistered(h.reg)
		return ""
	case "tick":
		return h.format(h.m.Tick(h.at(fields[1])))
	case "restart":
		m, err := New(h.cfg)
		if err != nil {
			h.t.Fatal(err)
		}
		m.SetRegistered(h.reg)
		for _, r := range h.tallied {
			m.MarkTallied(r)
		}
		h.m = m
		return h.format(m.Restore(h.at(fields[1]), h.accepted))
	case "answer", "critique", "vote", "summary":
		now := h.at(fields[1])
		msg := h.build(fields[0], parseArgs(fields[2:]), now)
		v, outs := h.m.Step(now, msg)
		if v.Result == Accept {
			h.accepted = append(h.accepted, msg)
		}
		s := v.Result.String() + " " + v.Reason
		if v.Penalize {
			s += " penalize"
		}
		if f := h.format(outs); f != "" {
			s = f + "\n" + s
		}
		return s
	}
	h.t.Fatalf("unknown command %q", cmd)
	return ""
}

func (h *harness) build(kind string, a map[string]string, now time.Time) Msg {
	r, _, _, _ := h.cfg.Position(now)
	if v, ok := a["round"]; ok {
		n, _ := strconv.ParseUint(v, 10, 64)
		r = n
	}
	b := &wire.Body{Version: wire.Version, SwarmId: h.cfg.SwarmID, Round: r, Sender: []byte(a["from"])}
	if v, ok := a["swarm"]; ok {
		b.SwarmId = v
	}
	if v, ok := a["sender"]; ok {
		b.Sender = []byte(v)
	}
	switch kind {
	case "answer":
		b.Stage = wire.Stage_STAGE_ANSWER
		qs, _ := h.cfg.Tasks.Draw(h.cfg.SwarmID, r, h.cfg.Questions)
		marks := strings.Split(a["correct"], ",")
		var cs []string
		for i, q := range qs {
			mark := "1"
			if a["correct"] != "" {
				mark = marks[i%len(marks)]
			}
			switch mark {
			case "1":
				cs = append(cs, tasks.Format(q.Answer))
			case "0":
				cs = append(cs, tasks.Format("wrong"))
			default:
				cs = append(cs, q.Answer) // bare: correct but not well formed
			}
		}
		cs[0] += a["nonce"]
		b.Payload = &wire.Body_Answer{Answer: &wire.Answer{Completions: cs}}
	case "critique":
		b.Stage = wire.Stage_STAGE_CRITIQUE
		b.Payload = &wire.Body_Critique{Critique: &wire.Critique{Best: []byte(a["best"]), Reason: a["reason"] + a["nonce"]}}
	case "vote":
		b.Stage = wire.Stage_STAGE_VOTE
		b.Payload = &wire.Body_Vote{Vote: &wire.Vote{Choice: []byte(a["choice"])}}
	case "summary":
		b.Stage = wire.Stage_STAGE_DONE
		s := &wire.RoundSummary{VotesRoot: make([]byte, 32)}
		for _, w := range strings.Split(a["winners"], ",") {
			s.Winners = append(s.Winners, []byte(w))
		}
		if a["rollouts"] != "" {
			for _, q := range strings.Split(a["rollouts"], ",") {
				n, _ := strconv.ParseUint(q, 10, 32)
				s.Rollouts = append(s.Rollouts, &wire.RolloutShare{Question: uint32(n), Completions: []string{"<answer>1</answer>"}, RewardsMilli: []int64{250}})
			}
		}
		b.Payload = &wire.Body_Summary{Summary: s}
	}
	if v, ok := a["stage"]; ok {
		b.Stage = wire.Stage(wire.Stage_value["STAGE_"+strings.ToUpper(v)])
	}
	raw, err := proto.MarshalOptions{Deterministic: true}.Marshal(b)
	if err != nil {
		h.t.Fatal(err)
	}
	return Msg{From: a["from"], Body: b, Raw: raw}
}

func (h *harness) rel(t time.Time) string { return t.Sub(genesis).String() }

func (h *harness) format(outs []Output) string {
	var s []string
	for _, o := range outs {
		switch o := o.(type) {
		case *Prompt:
			var qs []string
			for _, q := range o.Questions {
				qs = append(qs, q.Family+":"+q.Answer)
			}
			s = append(s, fmt.Sprintf("prompt r%d %s deadline=%s questions=[%s]", o.Round, o.Stage, h.rel(o.Deadline), strings.Join(qs, " ")))
			if len(o.Shown) > 0 {
				var ps []string
				for _, p := range o.Shown {
					ps = append(ps, p.Peer)
				}
				s = append(s, "  shown: "+strings.Join(ps, " "))
			}
			if len(o.Critiques) > 0 {
				var cs []string
				for _, c := range o.Critiques {
					cs = append(cs, c.Peer+"->"+c.Best)
				}
				s = append(s, "  critiques: "+strings.Join(cs, " "))
			}
		case *StageClosed:
			s = append(s, fmt.Sprintf("closed r%d %s accepted=%d", o.Round, o.Stage, o.Accepted))
		case *RoundResult:
			h.tallied = append(h.tallied, o.Round)
			var cs []string
			for _, c := range o.Tally.Counts {
				cs = append(cs, fmt.Sprintf("%s:%d", c.Peer, c.Votes))
			}
			s = append(s, fmt.Sprintf("result r%d winners=[%s] counts=[%s] counted=%d root=%s", o.Round,
				strings.Join(o.Tally.Winners, " "), strings.Join(cs, " "), len(o.Tally.Counted), hex.EncodeToString(o.Tally.Root[:4])))
			for _, e := range o.Tally.Excluded {
				s = append(s, fmt.Sprintf("  excluded %s %s", e.Voter, e.Reason))
			}
			for _, e := range o.Equivocation {
				s = append(s, fmt.Sprintf("  equivocation %s %s", e.Stage, e.Sender))
			}
			for _, r := range o.Rewards {
				s = append(s, fmt.Sprintf("  reward %s correct=%d wf=%d correctness=%d format=%d critique=%d vote=%d total=%d critiqued=%t voted=%t",
					r.Peer, r.Correct, r.WellFormed, r.Correctness, r.Format, r.Critique, r.Vote, r.Total, r.Critiqued, r.Voted))
			}
		case *PeerSummary:
			s = append(s, fmt.Sprintf("summary r%d from %s winners=[%s]", o.Round, o.Peer, strings.Join(o.Winners, " ")))
		case *Rollout:
			s = append(s, fmt.Sprintf("rollout r%d from %s q%d", o.Round, o.Peer, o.Question))
		case *Fault:
			s = append(s, fmt.Sprintf("fault r%d %v", o.Round, o.Err))
		}
	}
	return strings.Join(s, "\n")
}
