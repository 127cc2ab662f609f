package policy

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/synod-net/synod/repops/models"
	"github.com/synod-net/synod/swarm/tasks"
)

// PretrainConfig fixes a pretraining run: with the same values the run
// ends in the same weights on every machine.
type PretrainConfig struct {
	// Seed keys the initial weights and the example stream.
	Seed uint64 `json:"seed"`
	// Steps is the number of optimizer steps.
	Steps int `json:"steps"`
	// Batch is the number of examples per step.
	Batch int `json:"batch"`
	// PeakLR is the learning rate after warm-up; it then falls linearly to
	// a tenth of it at the last step.
	PeakLR float32 `json:"peak_lr"`
	// Warmup is the number of steps of linear warm-up.
	Warmup int `json:"warmup"`
	// JudgePercent is the share of judgment examples (the rest are
	// answers): after a question and its right answer, a shown answer
	// (right or a near miss) and the verdict "yes" or "no". Critiques do
	// not use the verdicts (see Judge), but learning them alongside the
	// answers makes the answers better: at 4,500 steps, 25% judgments
	// gave 80% and 65% on level-1 comparison and word problems, none gave
	// 72% and 25% (docs/BENCHMARKS.md).
	JudgePercent int `json:"judge_percent"`
	// Level1Percent and Level2Percent are the shares of questions drawn
	// at difficulty levels 1 and 2; the rest are level 3.
	Level1Percent int `json:"level1_percent"`
	Level2Percent int `json:"level2_percent"`
	// FamilyWeights are the relative shares of the task families, in
	// tasks.Families() order, among the questions; empty draws them
	// evenly. Comparison needs few examples to be learned, arithmetic and
	// base conversion far more than a run that make test rebuilds can
	// give (docs/BENCHMARKS.md), so the default spends the examples where
	// they teach the most.
	FamilyWeights []int `json:"family_weights,omitempty"`
	// Worked teaches a worked solution before the answer where the task
	// has one (tasks.Task.Work: arithmetic digit by digit, word problems
	// by their arithmetic, sorting one number at a time, base conversion
	// through binary), inside ThinkOpen and ThinkClose. On in the base
	// checkpoint; docs/BENCHMARKS.md compares runs with and without it.
	// Its answers need up to MaxCompletionTokens.
	Worked bool `json:"worked,omitempty"`
	// DrillPercent is the share of digit-fact drills among the examples:
	// DrillFacts elementary steps of a worked sum, difference or product
	// (a+b, a+b+1, x-y with a one-digit result, a*b+c) on random digits,
	// inside ThinkOpen and ThinkClose, of which only the results are
	// learned. The base model's arithmetic errors are mostly such facts
	// inside otherwise well-formed work (9*8=75, 5+6+1=11); a drill
	// teaches eight of them in the room of one worked example.
	DrillPercent int `json:"drill_percent,omitempty"`
}

// DrillFacts is the number of facts in one drill example.
const DrillFacts = 8

// DefaultPretrain is the configuration of the swarm's base checkpoint.
func DefaultPretrain() PretrainConfig {
	return PretrainConfig{
		Seed: 1, Steps: 7000, Batch: 16, PeakLR: 3e-3, Warmup: 100, JudgePercent: 25, Level1Percent: 95, Level2Percent: 5,
		FamilyWeights: defaultFamilyWeights(), Worked: true, DrillPercent: 15,
	}
}

// defaultFamilyWeights are DefaultPretrain's shares of arithmetic,
// comparison, sorting, base conversion and word problems.
func defaultFamilyWeights() []int { return []int{2, 1, 3, 2, 2} }

// Equal reports whether c and o describe the same run.
func (c PretrainConfig) Equal(o PretrainConfig) bool {
	return c.Seed == o.Seed && c.Steps == o.Steps && c.Batch == o.Batch && c.PeakLR == o.PeakLR &&
		c.Warmup == o.Warmup && c.JudgePercent == o.JudgePercent &&
		c.Level1Percent == o.Level1Percent && c.Level2Percent == o.Level2Percent && c.Worked == o.Worked &&
		c.DrillPercent == o.DrillPercent &&
		slices.Equal(c.FamilyWeights, o.FamilyWeights)
}

// families returns the family of each draw: family i appears
// FamilyWeights[i] times (once each when FamilyWeights is empty).
func (c PretrainConfig) families() []tasks.Family {
	all := tasks.Families()
	if len(c.FamilyWeights) == 0 {
		return all
	}
	var out []tasks.Family
	for i, w := range c.FamilyWeights {
		for range w {
			out = append(out, all[i])
		}
	}
	return out
}

// Validate checks the configuration.
func (c PretrainConfig) Validate() error {
	switch {
	case c.Steps < 1 || c.Steps > 1<<24:
		return fmt.Errorf("policy: pretraining steps %d outside 1..%d", c.Steps, 1<<24)
	case c.Batch < 1 || c.Batch > 4096:
		return fmt.Errorf("policy: pretraining batch %d outside 1..4096", c.Batch)
	case !(c.PeakLR > 0) || c.PeakLR > 1:
		return fmt.Errorf("policy: pretraining peak_lr %g outside (0, 1]", c.PeakLR)
	case c.Warmup < 0 || c.JudgePercent < 0 || c.JudgePercent > 100:
		return fmt.Errorf("policy: pretraining warmup %d or judge_percent %d out of range", c.Warmup, c.JudgePercent)
	case c.DrillPercent < 0 || c.DrillPercent > 100:
		return fmt.Errorf("policy: pretraining drill_percent %d outside 0..100", c.DrillPercent)
	case c.Level1Percent < 0 || c.Level2Percent < 0 || c.Level1Percent+c.Level2Percent > 100:
		return fmt.Errorf("policy: pretraining level1_percent %d and level2_percent %d: want shares that sum to at most 100", c.Level1Percent, c.Level2Percent)
	}
	if len(c.FamilyWeights) == 0 {
		return nil
	}
	if n := len(tasks.Families()); len(c.FamilyWeights) != n {
		return fmt.Errorf("policy: pretraining family_weights has %d weights, want one per task family (%d)", len(c.FamilyWeights), n)
	}
	sum := 0
	for i, w := range c.FamilyWeights {
		if w < 0 || w > 100 {
			return fmt.Errorf("policy: pretraining family weight %d of %s outside 0..100", w, tasks.Families()[i].Name)
		}
		sum += w
	}
	if sum == 0 {
		return errors.New("policy: pretraining family_weights are all zero")
	}
	return nil
}

// lr is the schedule: linear warm-up, then linear decay to PeakLR/10.
// Each value is one float32 division and one multiplication (nothing a
// compiler could fuse), so every platform computes the same rate.
func (c PretrainConfig) lr(step int) float32 {
	if step < c.Warmup {
		return c.PeakLR * (float32(step+1) / float32(c.Warmup))
	}
	rest := c.Steps - c.Warmup
	if rest <= 0 {
		return c.PeakLR
	}
	left := float32(c.Steps-step) / float32(rest)
	return max(c.PeakLR*left, c.PeakLR/10)
}

// PretrainProgress reports a pretraining step.
type PretrainProgress struct {
	Step, Steps int
	Loss        float32
	LR          float32
}

// Pretrain trains the base model from scratch on procedurally generated
// answers to every task family (mostly level 1), with judgments of shown
// answers as an auxiliary task, and returns it. progress (may
// be nil) is called after every step.
func Pretrain(ctx context.Context, c PretrainConfig, progress func(PretrainProgress)) (*models.Transformer, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	cfg := BaseConfig(c.Seed)
	m, err := models.NewTransformer(cfg)
	if err != nil {
		return nil, err
	}
	vocab, err := models.NewCharVocab(Alphabet)
	if err != nil {
		return nil, err
	}
	ex := NewExamples(tasks.NewRand("synod/policy/pretrain/v1", c.Seed), c.JudgePercent)
	ex.level1, ex.level2, ex.fams, ex.worked, ex.drillPercent = c.Level1Percent, c.Level2Percent, c.families(), c.Worked, c.DrillPercent
	for step := 0; step < c.Steps; step++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		b, err := ex.Batch(vocab, c.Batch, cfg.Context)
		if err != nil {
			return nil, err
		}
		lr := c.lr(step)
		m.SetLR(lr)
		loss, err := m.TrainStep(b, nil)
		if err != nil {
			return nil, fmt.Errorf("policy: pretraining step %d: %w", step, err)
		}
		if progress != nil {
			progress(PretrainProgress{Step: step + 1, Steps: c.Steps, Loss: loss, LR: lr})
		}
	}
	m.SetLR(cfg.Optim.LR)
	return m, nil
}

// piece is a stretch of example text and whether the model learns it.
type piece struct {
	text  string
	learn bool
}

// Examples is a deterministic stream of pretraining examples.
type Examples struct {
	r            *rand.Rand
	fams         []tasks.Family
	judgePercent int
	// drillPercent is the share of digit-fact drills (PretrainConfig.DrillPercent).
	drillPercent int
	// level1 and level2 are the percentages of level-1 and level-2
	// questions (the rest are level 3).
	level1, level2 int
	// learnQuestion makes the question text a target too.
	learnQuestion bool
	// worked writes the task's worked solution before its answer.
	worked bool
	// pending is the example that did not fit the last row.
	pending, pendingLearn []int
}

// NewExamples returns the example stream drawn from r, with
// DefaultPretrain's shares of levels and families.
func NewExamples(r *rand.Rand, judgePercent int) *Examples {
	d := DefaultPretrain()
	return &Examples{r: r, fams: d.families(), judgePercent: judgePercent, level1: d.Level1Percent, level2: d.Level2Percent}
}

// level draws a difficulty.
func (e *Examples) level() int {
	switch x := e.r.IntN(100); {
	case x < e.level1:
		return 1
	case x < e.level1+e.level2:
		return 2
	default:
		return 3
	}
}

// next draws one example: a question with the answer the model learns to
// write, and, judgePercent of the time, a judgment of a shown answer.
func (e *Examples) next() []piece {
	// The draw is skipped without drills, so that a stream without them
	// is the stream of the recipes that had none.
	if e.drillPercent > 0 && e.r.IntN(100) < e.drillPercent {
		return e.drill()
	}
	t := e.fams[e.r.IntN(len(e.fams))].Generate(e.r, e.level())
	// Only the model's own writing is learned: the answer and the
	// judgment (learning the question text too slowed learning down).
	q := AnswerPrompt(t.Question)
	ps := []piece{{q[:len(q)-3], e.learnQuestion}, {q[len(q)-3:], false}, {AnswerTarget(t.Answer), true}}
	if e.worked {
		ps[2].text = WorkedTarget(t.Work(), t.Answer)
	}
	if e.r.IntN(100) >= e.judgePercent {
		return ps
	}
	right := e.r.IntN(2) == 0
	shown := t.Answer
	if !right {
		shown = t.Distractor(e.r)
	}
	if e.r.IntN(4) == 0 {
		shown = tasks.Format(shown) // peers' answers appear with or without their tags
	}
	return append(ps, piece{JudgeSuffix(shown), false}, piece{JudgeTarget(right), true})
}

// Batch fills n rows of ctxLen+1 tokens with whole examples back to back
// (the last row's tail padded) and encodes them as a training batch;
// padding and unlearned pieces have no target.
func (e *Examples) Batch(vocab *models.CharVocab, n, ctxLen int) (models.Batch, error) {
	b := models.Batch{Tokens: make([][]int, n), Targets: make([][]int, n)}
	for i := range n {
		var ids, learn []int
		for {
			if e.pending == nil {
				e.pending, e.pendingLearn = e.encode(vocab)
				if len(e.pending) > ctxLen+1 {
					e.pending = nil
					continue
				}
			}
			if len(ids)+len(e.pending) > ctxLen+1 {
				break
			}
			ids, learn = append(ids, e.pending...), append(learn, e.pendingLearn...)
			e.pending = nil
		}
		in, tg := make([]int, ctxLen), make([]int, ctxLen)
		for j := range ctxLen {
			tg[j] = -1
			if j+1 < len(ids) {
				in[j] = ids[j]
				if learn[j+1] == 1 {
					tg[j] = ids[j+1]
				}
			}
		}
		b.Tokens[i], b.Targets[i] = in, tg
	}
	return b, nil
}

// encode draws one example and encodes it with its learn mask.
func (e *Examples) encode(vocab *models.CharVocab) (ids, learn []int) {
	for _, p := range e.next() {
		enc := vocab.Encode(p.text)
		ids = append(ids, enc...)
		for range enc {
			if p.learn {
				learn = append(learn, 1)
			} else {
				learn = append(learn, 0)
			}
		}
	}
	return ids, learn
}

// drill draws a digit-fact drill: DrillFacts steps of the forms that
// tasks' worked arithmetic writes, each learned from its "=" on.
func (e *Examples) drill() []piece {
	ps := []piece{{ThinkOpen, false}}
	for i := range DrillFacts {
		var q string
		var v int
		switch x, y := e.r.IntN(10), e.r.IntN(10); e.r.IntN(3) {
		case 0: // a digit sum, with a carry half of the time
			q, v = fmt.Sprintf("%d+%d", x, y), x+y
			if e.r.IntN(2) == 0 {
				q, v = q+"+1", v+1
			}
		case 1: // a digit difference after any borrow: x-y with 0 <= x-y <= 9
			q, v = fmt.Sprintf("%d-%d", x+y, y), x
		default: // a digit product with the carry of the step before
			q, v = fmt.Sprintf("%d*%d", x, y), x*y
			if c := e.r.IntN(9); c > 0 {
				q, v = fmt.Sprintf("%s+%d", q, c), v+c
			}
		}
		if i > 0 {
			q = " " + q
		}
		ps = append(ps, piece{q, false}, piece{"=" + strconv.Itoa(v), true})
	}
	return append(ps, piece{ThinkClose, true})
}
