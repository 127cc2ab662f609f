package tasks

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// JSONL is a question bank loaded from a GSM8K-style JSONL file: one
// {"question": ..., "answer": ...} object per line, where the final answer
// follows "####" (as in GSM8K) or is the whole answer field.
type JSONL struct {
	tasks []Task
}

// LoadJSONL reads a JSONL question bank from path.
func LoadJSONL(path string) (*JSONL, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("tasks: open question bank: %w", err)
	}
	defer f.Close()
	j, err := ReadJSONL(f)
	if err != nil {
		return nil, fmt.Errorf("tasks: %s: %w", path, err)
	}
	return j, nil
}

// ReadJSONL reads a JSONL question bank. Blank lines are skipped; a line
// that is not an object with non-empty question and answer is an error
// naming its line number.
func ReadJSONL(r io.Reader) (*JSONL, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var out []Task
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var rec struct {
			Question string `json:"question"`
			Answer   string `json:"answer"`
		}
		if err := json.Unmarshal([]byte(text), &rec); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		final := rec.Answer
		if i := strings.LastIndex(final, "####"); i >= 0 {
			final = final[i+4:]
		}
		final = strings.TrimSpace(final)
		if strings.TrimSpace(rec.Question) == "" || final == "" {
			return nil, fmt.Errorf("line %d: needs a non-empty \"question\" and \"answer\"", line)
		}
		if strings.Contains(final, "\n") || strings.Contains(final, "</answer>") {
			// The verifier reads one line between <answer> tags: no
			// response could give this answer.
			return nil, fmt.Errorf("line %d: the final answer %q holds a line break or </answer> and cannot be given in a response", line, final)
		}
		t := Task{Family: "jsonl", Level: 0, Question: strings.TrimSpace(rec.Question), Answer: final, kind: kindToken}
		if _, ok := parseInt(final); ok {
			t.kind = kindInteger
		}
		out = append(out, t)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, ErrNoTasks
	}
	return &JSONL{tasks: out}, nil
}

// Len returns the number of questions in the bank.
func (j *JSONL) Len() int { return len(j.tasks) }

// Draw implements Source: n distinct questions (with repeats only when the
// bank is smaller than n) picked by a seeded permutation of the bank.
func (j *JSONL) Draw(swarmID string, round uint64, n int) ([]Task, error) {
	if n <= 0 || len(j.tasks) == 0 {
		return nil, fmt.Errorf("%w: asked for %d of %d", ErrNoTasks, n, len(j.tasks))
	}
	perm := rng(swarmID, round).Perm(len(j.tasks))
	out := make([]Task, n)
	for i := range out {
		out[i] = j.tasks[perm[i%len(perm)]]
	}
	return out, nil
}
