package tasks

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// MaxLevel is the hardest difficulty level.
const MaxLevel = 3

// Family generates questions of one kind at a difficulty level.
type Family struct {
	Name string
	gen  func(r *rand.Rand, level int) Task
}

// Families returns the procedural families in their fixed order.
func Families() []Family {
	return []Family{
		{"arithmetic", genArithmetic},
		{"comparison", genComparison},
		{"sorting", genSorting},
		{"base-conversion", genBase},
		{"word-problem", genWord},
	}
}

// digits returns a random number with exactly d digits.
func digits(r *rand.Rand, d int) int64 {
	lo := int64(1)
	for range d - 1 {
		lo *= 10
	}
	if d == 1 {
		return r.Int64N(10)
	}
	return lo + r.Int64N(9*lo)
}

func genArithmetic(r *rand.Rand, level int) Task {
	d := level + 1 // 2..4 digits
	a, b := digits(r, d), digits(r, d)
	var q, w string
	var v int64
	switch r.IntN(3) {
	case 0:
		q, v, w = fmt.Sprintf("What is %d + %d?", a, b), a+b, workAdd(a, b)
	case 1:
		q, v, w = fmt.Sprintf("What is %d - %d?", a, b), a-b, workSub(a, b)
	default:
		b = digits(r, level)
		q, v, w = fmt.Sprintf("What is %d * %d?", a, b), a*b, workMul(a, b)
	}
	return Task{Family: "arithmetic", Level: level, Question: q, Answer: strconv.FormatInt(v, 10), kind: kindInteger, work: w}
}

func genComparison(r *rand.Rand, level int) Task {
	d := 2 * level
	a, b := digits(r, d), digits(r, d)
	for a == b {
		b = digits(r, d)
	}
	if r.IntN(2) == 0 {
		return Task{Family: "comparison", Level: level, Question: fmt.Sprintf("Which is larger: %d or %d?", a, b), Answer: strconv.FormatInt(max(a, b), 10), kind: kindInteger}
	}
	return Task{Family: "comparison", Level: level, Question: fmt.Sprintf("Which is smaller: %d or %d?", a, b), Answer: strconv.FormatInt(min(a, b), 10), kind: kindInteger}
}

func genSorting(r *rand.Rand, level int) Task {
	n := 2 + 2*level // 4, 6, 8 numbers
	xs := make([]int64, n)
	for i := range xs {
		xs[i] = r.Int64N(int64(10 * level * level * 10))
	}
	desc := r.IntN(2) == 1
	sorted := slices.Clone(xs)
	slices.Sort(sorted)
	order := "ascending"
	if desc {
		slices.Reverse(sorted)
		order = "descending"
	}
	return Task{Family: "sorting", Level: level, Question: fmt.Sprintf("Sort in %s order: %s", order, joinInts(xs)), Answer: joinInts(sorted), kind: kindList, work: workSort(xs, desc)}
}

func joinInts(xs []int64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, ", ")
}

func genBase(r *rand.Rand, level int) Task {
	bases := []int{2, 8, 16}
	v := r.Int64N(int64(1) << (4 + 4*level)) // up to 8, 12, 16 bits
	from, to := 10, bases[r.IntN(len(bases))]
	if r.IntN(2) == 1 {
		from, to = to, 10
	}
	return Task{
		Family:   "base-conversion",
		Level:    level,
		Question: fmt.Sprintf("Convert %s from base %d to base %d.", strconv.FormatInt(v, from), from, to),
		Answer:   strconv.FormatInt(v, to),
		kind:     kindToken,
		work:     workBase(v, from, to),
	}
}

var (
	names = []string{"Ada", "Ben", "Chen", "Dara", "Eli", "Femi", "Gus", "Hana"}
	items = []string{"apples", "books", "coins", "marbles", "stamps", "shells"}
)

func genWord(r *rand.Rand, level int) Task {
	name, item := names[r.IntN(len(names))], items[r.IntN(len(items))]
	scale := int64(10 * level * level)
	a := 2 + r.Int64N(scale)
	b := 1 + r.Int64N(scale)
	switch r.IntN(4) {
	case 0:
		return wordTask(level, fmt.Sprintf("%s has %d %s and gets %d more. How many %s does %s have now?", name, a, item, b, item, name), a+b, workAdd(a, b))
	case 1:
		a += b
		return wordTask(level, fmt.Sprintf("%s has %d %s and gives away %d. How many %s are left?", name, a, item, b, item), a-b, workSub(a, b))
	case 2:
		k := 2 + r.Int64N(int64(3*level))
		return wordTask(level, fmt.Sprintf("%s fills %d boxes with %d %s each. How many %s is that in total?", name, k, b, item, item), k*b, workMul(b, k))
	default:
		k := 2 + r.Int64N(int64(3*level))
		return wordTask(level, fmt.Sprintf("%s shares %d %s equally among %d friends. How many does each friend get?", name, k*b, item, k), b, "")
	}
}

// wordTask is a word problem with answer v and worked solution w (the
// arithmetic's, "" for a division).
func wordTask(level int, q string, v int64, w string) Task {
	return Task{Family: "word-problem", Level: level, Question: q, Answer: strconv.FormatInt(v, 10), kind: kindInteger, work: w}
}

// Procedural draws questions from the procedural families.
type Procedural struct {
	// Families to draw from; all of Families() when empty.
	Families []Family
	// Level is the difficulty; 0 means mixed (each question draws its own
	// level from 1 to MaxLevel).
	Level int
}

// Draw implements Source. Question i of a round uses family i mod len(families)
// after a seeded rotation, so a round mixes families evenly.
func (p Procedural) Draw(swarmID string, round uint64, n int) ([]Task, error) {
	fams := p.Families
	if len(fams) == 0 {
		fams = Families()
	}
	if n <= 0 || len(fams) == 0 {
		return nil, fmt.Errorf("%w: asked for %d questions from %d families", ErrNoTasks, n, len(fams))
	}
	if p.Level < 0 || p.Level > MaxLevel {
		return nil, fmt.Errorf("tasks: difficulty level %d out of range 0-%d", p.Level, MaxLevel)
	}
	r := rng(swarmID, round)
	off := r.IntN(len(fams))
	out := make([]Task, n)
	for i := range out {
		lvl := p.Level
		if lvl == 0 {
			lvl = 1 + r.IntN(MaxLevel)
		}
		out[i] = fams[(off+i)%len(fams)].gen(r, lvl)
	}
	return out, nil
}
