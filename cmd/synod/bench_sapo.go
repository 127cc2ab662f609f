package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sync/errgroup"

	"github.com/synod-net/synod/swarm/learn"
	"github.com/synod-net/synod/swarm/tasks"
)

// sapoConfig is one local/external split, with or without adaptation.
type sapoConfig struct {
	Local    int  `json:"local"`
	External int  `json:"external"`
	Adapt    bool `json:"adapt,omitempty"`
}

func (c sapoConfig) String() string {
	s := fmt.Sprintf("%d/%d", c.Local, c.External)
	if c.Adapt {
		s += " adaptive"
	}
	return s
}

// sapoRow is one configuration over every seed.
type sapoRow struct {
	Config sapoConfig        `json:"config"`
	Runs   []learn.SimResult `json:"runs"`
	// Mean, Min and Max of the cumulative reward over the seeds, and its
	// ratio to the first (baseline) configuration's mean.
	Mean       float64 `json:"mean_cumulative_reward"`
	Min        float64 `json:"min_cumulative_reward"`
	Max        float64 `json:"max_cumulative_reward"`
	MeanCorect float64 `json:"mean_cumulative_correct"`
	Ratio      float64 `json:"ratio_to_baseline"`
}

type sapoBench struct {
	Date    string  `json:"date"`
	Members int     `json:"members"`
	Rounds  int     `json:"rounds"`
	Group   int     `json:"group"`
	LR      float32 `json:"lr,omitempty"`
	KLBeta  float32 `json:"kl_beta,omitempty"`
	// BaseOptimizer: the learners kept the base checkpoint's moments.
	BaseOptimizer bool `json:"base_optimizer,omitempty"`
	// Negatives: which completions worse than their group's mean the
	// learners learned from (own, all or none).
	Negatives string `json:"negatives"`
	// FixedEpochs: the learners took two policy steps a round, not one per
	// group.
	FixedEpochs bool `json:"fixed_epochs,omitempty"`
	// Level and Families name the training questions (level 0: mixed).
	Level    int       `json:"level"`
	Families []string  `json:"families"`
	Seeds    []uint64  `json:"seeds"`
	Rows     []sapoRow `json:"rows"`
	SVG      string    `json:"svg,omitempty"`
}

func parseSapoConfigs(s string) ([]sapoConfig, error) {
	var out []sapoConfig
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		adapt := strings.HasSuffix(part, "a")
		part = strings.TrimSuffix(part, "a")
		a, b, ok := strings.Cut(part, "/")
		i, err1 := strconv.Atoi(a)
		j, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || i < 0 || j < 0 || i+j == 0 {
			return nil, fmt.Errorf("bench sapo: configuration %q is not LOCAL/EXTERNAL (e.g. 4/4, or 4/4a for adaptive)", part)
		}
		out = append(out, sapoConfig{i, j, adapt})
	}
	return out, nil
}

func newBenchSapoCmd() *cobra.Command {
	var (
		members, rounds, group, nseeds, parallel, level int
		firstSeed                                       uint64
		configs, svg, families, negatives               string
		lr, klBeta                                      float32
		asJSON, baseOpt, fixedEpochs                    bool
	)
	cmd := &cobra.Command{
		Use:   "sapo",
		Short: "SAPO: cumulative reward of a swarm by local/external rollout split",
		Long: `sapo runs --members learners from the base checkpoint for --rounds rounds per configuration
and seed. Every round each member samples G completions of each of its I+J training questions
(by default level-2 comparisons, which the base answers right about 30% of the time, so there
is room to learn within the default 100 rounds; --level and --families choose others), shares all
its groups with every other member, and trains with GRPO on I of its own and J of its peers'
(rescored by its own verifier, no-signal groups dropped), as in the SAPO paper's setup. A
learner learns from all its own completions that carry a signal but from a peer's only where
they beat their group's mean (--negatives all: the paper's, from every one; none: from no
completion worse than its group's mean), takes one policy step per group it trains on, at least
two (--fixed-epochs: always two), and starts its own optimizer (--base-optimizer keeps the base
checkpoint's moments). The first configuration is the baseline (J = 0: no sharing). It reports
each configuration's cumulative reward (the members' mean rollout reward summed over members
and rounds) with its spread over the seeds and its ratio to the baseline, and writes the mean
reward curves to --svg. The exchange is direct (every group reaches every member before it
trains); the swarm's answer, critique and vote stages are not played.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cs, err := parseSapoConfigs(configs)
			if err != nil {
				return err
			}
			if nseeds < 1 || firstSeed < 1 || parallel < 1 {
				return fmt.Errorf("bench sapo: --seeds, --first-seed and --parallel must be at least 1")
			}
			src, err := sapoTasks(level, families)
			if err != nil {
				return err
			}
			out := sapoBench{Date: time.Now().UTC().Format("2006-01-02"), Members: members, Rounds: rounds, Group: group, LR: lr, KLBeta: klBeta, Level: level, BaseOptimizer: baseOpt, FixedEpochs: fixedEpochs}
			neg, err := learn.ParseNegatives(negatives)
			if err != nil {
				return fmt.Errorf("bench sapo: --negatives: %w", err)
			}
			out.Negatives = neg.String()
			for _, f := range src.Families {
				out.Families = append(out.Families, f.Name)
			}
			for s := range uint64(nseeds) {
				out.Seeds = append(out.Seeds, firstSeed+s)
			}
			runs, err := runSapo(cmd.Context(), cmd.ErrOrStderr(), cs, out.Seeds, parallel, func(c sapoConfig, seed uint64) learn.SimConfig {
				return learn.SimConfig{
					Members: members, Rounds: rounds, Local: c.Local, External: c.External, Group: group, Seed: seed,
					AdaptExternal: c.Adapt, LR: lr, KLBeta: klBeta, Tasks: src, BaseOptimizer: baseOpt, Negatives: neg, FixedEpochs: fixedEpochs,
				}
			})
			if err != nil {
				return err
			}
			for i, c := range cs {
				row := sapoRow{Config: c, Min: math.Inf(1), Max: math.Inf(-1), Runs: runs[i]}
				for _, res := range runs[i] {
					row.Mean += res.CumulativeReward / float64(len(out.Seeds))
					row.MeanCorect += res.CumulativeCorrect / float64(len(out.Seeds))
					row.Min, row.Max = min(row.Min, res.CumulativeReward), max(row.Max, res.CumulativeReward)
				}
				out.Rows = append(out.Rows, row)
			}
			for i := range out.Rows {
				if out.Rows[0].Mean > 0 {
					out.Rows[i].Ratio = out.Rows[i].Mean / out.Rows[0].Mean
				}
			}
			if svg != "" {
				if err := os.WriteFile(svg, []byte(sapoSVG(out)), 0o644); err != nil {
					return err
				}
				out.SVG = svg
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 0, 2, ' ', 0)
			fmt.Fprintf(tw, "CONFIG (I/J)\tCUMULATIVE REWARD (mean over %d seeds)\tMIN\tMAX\tCUMULATIVE CORRECT\tRATIO TO %s\n", len(out.Seeds), out.Rows[0].Config)
			for _, r := range out.Rows {
				fmt.Fprintf(tw, "%s\t%.2f\t%.2f\t%.2f\t%.2f\t%.2fx\n", r.Config, r.Mean, r.Min, r.Max, r.MeanCorect, r.Ratio)
			}
			return tw.Flush()
		},
	}
	f := cmd.Flags()
	f.IntVar(&members, "members", 8, "learners in the swarm")
	f.IntVar(&rounds, "rounds", 100, "rounds per run")
	f.IntVar(&group, "group", 2, "completions per question (G)")
	f.IntVar(&nseeds, "seeds", 3, "seeds per configuration")
	f.StringVar(&configs, "configs", "8/0,6/2,4/4,2/6", "local/external splits (the first is the baseline; a trailing a adapts J)")
	f.StringVar(&svg, "svg", "", "write the mean reward curves to this SVG file")
	f.Float32Var(&lr, "lr", 0, "learning rate of the policy steps (0: the learner's default)")
	f.Float32Var(&klBeta, "kl-beta", 0, "weight of the KL penalty to the base policy (0: off)")
	f.IntVar(&level, "level", 2, fmt.Sprintf("difficulty of the training questions, 1-%d (0: each question draws its own)", tasks.MaxLevel))
	f.StringVar(&families, "families", "comparison", "comma-separated task families to draw from (empty: every family)")
	f.Uint64Var(&firstSeed, "first-seed", 1, "the first seed (the seeds are first-seed, first-seed+1, ...)")
	f.IntVar(&parallel, "parallel", 1, "runs at once (each runs its members on up to GOMAXPROCS/parallel cores)")
	f.BoolVar(&baseOpt, "base-optimizer", false, "keep the base checkpoint's optimizer moments instead of starting every learner's from zero")
	f.StringVar(&negatives, "negatives", "own", "completions worse than their group's mean the learners learn from: own (their own, not peers'), all, or none")
	f.BoolVar(&fixedEpochs, "fixed-epochs", false, "take two policy steps a round whatever the batch, instead of one per group trained on")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// sapoTasks is the question source the bench's learners draw from.
func sapoTasks(level int, families string) (tasks.Procedural, error) {
	if level < 0 || level > tasks.MaxLevel {
		return tasks.Procedural{}, fmt.Errorf("bench sapo: --level %d outside 0-%d", level, tasks.MaxLevel)
	}
	all := tasks.Families()
	p := tasks.Procedural{Level: level, Families: all}
	if strings.TrimSpace(families) == "" {
		return p, nil
	}
	p.Families = nil
	for _, name := range strings.Split(families, ",") {
		name = strings.TrimSpace(name)
		i := slices.IndexFunc(all, func(f tasks.Family) bool { return f.Name == name })
		if i < 0 {
			names := make([]string, len(all))
			for k, f := range all {
				names[k] = f.Name
			}
			return p, fmt.Errorf("bench sapo: unknown family %q (families: %s)", name, strings.Join(names, ", "))
		}
		if !slices.ContainsFunc(p.Families, func(f tasks.Family) bool { return f.Name == name }) {
			p.Families = append(p.Families, all[i])
		}
	}
	return p, nil
}

// sapoSVG draws each configuration's mean reward per round (averaged over
// seeds, smoothed over 5 rounds) as a line chart.
func sapoSVG(b sapoBench) string {
	const w, h, pad = 720, 400, 50
	colors := []string{"#444444", "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"}
	var curves [][]float64
	hi := 0.0
	for _, r := range b.Rows {
		c := make([]float64, b.Rounds)
		for _, run := range r.Runs {
			for i, m := range run.Rounds {
				c[i] += m.Reward / float64(len(r.Runs))
			}
		}
		sm := make([]float64, len(c))
		for i := range c {
			lo := max(0, i-4)
			s := 0.0
			for _, x := range c[lo : i+1] {
				s += x
			}
			sm[i] = s / float64(i+1-lo)
			hi = max(hi, sm[i])
		}
		curves = append(curves, sm)
	}
	hi = math.Ceil(hi*10+0.5) / 10
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&sb, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&sb, `<text x="%d" y="20" font-size="14">SAPO: mean rollout reward per round (%d members, %d seeds, 5-round moving average), %s</text>`+"\n", pad, b.Members, len(b.Seeds), b.Date)
	x := func(i int) float64 { return pad + float64(i)*float64(w-2*pad)/float64(max(b.Rounds-1, 1)) }
	y := func(v float64) float64 { return float64(h-pad) - v/hi*float64(h-2*pad) }
	fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/><line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", pad, h-pad, w-pad, h-pad, pad, pad, pad, h-pad)
	for k := 0; k <= 4; k++ {
		v := hi * float64(k) / 4
		fmt.Fprintf(&sb, `<text x="%d" y="%.1f" text-anchor="end">%.2f</text>`+"\n", pad-5, y(v)+4, v)
	}
	fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">round</text>`+"\n", w/2, h-15)
	for i, c := range curves {
		pts := make([]string, len(c))
		for j, v := range c {
			pts[j] = fmt.Sprintf("%.1f,%.1f", x(j), y(v))
		}
		col := colors[i%len(colors)]
		fmt.Fprintf(&sb, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", col, strings.Join(pts, " "))
		fmt.Fprintf(&sb, `<text x="%d" y="%d" fill="%s">%s: %.1f (%.2fx)</text>`+"\n", w-pad-170, pad+16*(i+1), col, b.Rows[i].Config, b.Rows[i].Mean, b.Rows[i].Ratio)
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// runSapo runs every configuration with every seed, parallel runs at a
// time, and returns the results by configuration, in seed order. The
// results do not depend on parallel: each run's members are a pure
// function of its configuration and seed.
func runSapo(ctx context.Context, stderr io.Writer, cs []sapoConfig, seeds []uint64, parallel int, cfg func(sapoConfig, uint64) learn.SimConfig) ([][]learn.SimResult, error) {
	out := make([][]learn.SimResult, len(cs))
	for i := range out {
		out[i] = make([]learn.SimResult, len(seeds))
	}
	workers := max(1, runtime.GOMAXPROCS(0)/parallel)
	var mu sync.Mutex // guards stderr
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(parallel)
	for i, c := range cs {
		for k, seed := range seeds {
			g.Go(func() error {
				sc := cfg(c, seed)
				sc.Workers = workers
				rounds := sc.Rounds
				sc.Progress = func(r int, m learn.RoundMean) {
					if (r+1)%10 == 0 || r+1 == rounds {
						mu.Lock()
						fmt.Fprintf(stderr, "sapo %s seed %d: round %d/%d, mean reward %.3f, accuracy %.2f, J %.1f\n", c, seed, r+1, rounds, m.Reward, m.Accuracy, m.J)
						mu.Unlock()
					}
				}
				res, err := learn.Simulate(ctx, sc)
				if err != nil {
					return fmt.Errorf("bench sapo: %s seed %d: %w", c, seed, err)
				}
				out[i][k] = res
				mu.Lock()
				fmt.Fprintf(stderr, "sapo %s seed %d: done in %.0fs, cumulative reward %.2f, cumulative correct %.2f\n", c, seed, res.Seconds, res.CumulativeReward, res.CumulativeCorrect)
				mu.Unlock()
				return nil
			})
		}
	}
	return out, g.Wait()
}
