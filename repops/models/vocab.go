package models

import (
	"fmt"
	"strings"
)

// CharVocab maps characters to token ids for character-level models.
// Id 0 is reserved for the end-of-text token, id 1 for characters outside
// the alphabet; the alphabet's characters follow in the given order.
type CharVocab struct {
	chars []rune
	index map[rune]int
}

// Token ids with a fixed meaning in every CharVocab.
const (
	TokenEOT     = 0
	TokenUnknown = 1
)

// NewCharVocab builds a vocabulary over the distinct characters of
// alphabet, in order of first appearance.
func NewCharVocab(alphabet string) (*CharVocab, error) {
	v := &CharVocab{index: make(map[rune]int)}
	for _, r := range alphabet {
		if _, ok := v.index[r]; ok {
			continue
		}
		v.index[r] = len(v.chars) + 2
		v.chars = append(v.chars, r)
	}
	if len(v.chars) == 0 {
		return nil, fmt.Errorf("%w: empty alphabet", ErrConfig)
	}
	return v, nil
}

// Size returns the number of token ids (the model's Vocab).
func (v *CharVocab) Size() int { return len(v.chars) + 2 }

// Alphabet returns the characters in id order (ids 2, 3, ...).
func (v *CharVocab) Alphabet() string { return string(v.chars) }

// Encode returns the ids of s's characters; characters outside the
// alphabet become TokenUnknown.
func (v *CharVocab) Encode(s string) []int {
	out := make([]int, 0, len(s))
	for _, r := range s {
		id, ok := v.index[r]
		if !ok {
			id = TokenUnknown
		}
		out = append(out, id)
	}
	return out
}

// Decode returns the text of ids, stopping at TokenEOT; TokenUnknown and
// out-of-range ids decode as U+FFFD.
func (v *CharVocab) Decode(ids []int) string {
	var b strings.Builder
	for _, id := range ids {
		switch {
		case id == TokenEOT:
			return b.String()
		case id >= 2 && id < v.Size():
			b.WriteRune(v.chars[id-2])
		default:
			b.WriteRune('\uFFFD')
		}
	}
	return b.String()
}
