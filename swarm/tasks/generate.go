package tasks

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Generate draws one question of family f at level (1 to MaxLevel) from r.
// The same generator state always gives the same task.
func (f Family) Generate(r *rand.Rand, level int) Task {
	return f.gen(r, min(max(level, 1), MaxLevel))
}

// NewRand returns a deterministic generator for the stream named by key
// and index (ChaCha8, specified bit for bit by math/rand/v2, so every
// platform draws the same).
func NewRand(key string, index uint64) *rand.Rand {
	return rng(key, index)
}

// Distractor returns a plausible wrong answer of the task's kind, which the
// verifier rejects: a near miss (off by one or ten, two digits swapped, a
// digit changed) or, for lists, two elements swapped or one changed.
func (t Task) Distractor(r *rand.Rand) string {
	for range 16 {
		d := t.distractor(r)
		if d != "" && !t.matches(d) {
			return d
		}
	}
	// Every near miss happened to be right (never for the built-in
	// families); an appended digit is always wrong for them.
	return t.Answer + "1"
}

func (t Task) distractor(r *rand.Rand) string {
	switch t.kind {
	case kindInteger:
		v, ok := parseInt(t.Answer)
		if !ok {
			return mutateDigits(r, t.Answer)
		}
		switch r.IntN(4) {
		case 0:
			return strconv.FormatInt(v+1-2*int64(r.IntN(2)), 10)
		case 1:
			return strconv.FormatInt(v+10-20*int64(r.IntN(2)), 10)
		default:
			return mutateDigits(r, strconv.FormatInt(v, 10))
		}
	case kindList:
		xs, ok := parseList(t.Answer)
		if !ok || len(xs) == 0 {
			return t.Answer + ", 1"
		}
		ys := slices.Clone(xs)
		if len(ys) > 1 && r.IntN(2) == 0 {
			i := r.IntN(len(ys) - 1)
			ys[i], ys[i+1] = ys[i+1], ys[i]
		} else {
			i := r.IntN(len(ys))
			ys[i] += 1 + r.Int64N(9)
		}
		return joinInts(ys)
	default:
		return mutateDigits(r, t.Answer)
	}
}

// mutateDigits swaps two adjacent characters of s or replaces one digit
// (hex digits stay hex digits).
func mutateDigits(r *rand.Rand, s string) string {
	b := []byte(s)
	if len(b) == 0 {
		return "0"
	}
	if len(b) > 1 && r.IntN(3) == 0 {
		i := r.IntN(len(b) - 1)
		if b[i] != b[i+1] && b[i] != '-' && b[i+1] != '-' {
			b[i], b[i+1] = b[i+1], b[i]
			if b[0] != '0' || len(b) == 1 {
				return string(b)
			}
		}
	}
	const digits = "0123456789abcdef"
	alpha := digits[:10]
	if strings.ContainsAny(s, "abcdef") {
		alpha = digits
	}
	i := r.IntN(len(b))
	if b[i] == '-' {
		return s[1:]
	}
	c := alpha[r.IntN(len(alpha))]
	for c == b[i] || (i == 0 && c == '0' && len(b) > 1) {
		c = alpha[r.IntN(len(alpha))]
	}
	b[i] = c
	return string(b)
}
