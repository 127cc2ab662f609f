package job

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestSpecTOMLAndJSONAgree(t *testing.T) {
	s := tinySpec(t)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	j, err := DecodeSpec(b)
	if err != nil {
		t.Fatal(err)
	}
	if j.Hash() != s.Hash() {
		t.Fatal("the JSON form of the spec hashes differently")
	}
}

func TestSpecRejects(t *testing.T) {
	for _, c := range []struct{ edit, field string }{
		{`steps = 6`, ""}, // baseline below is replaced
		{`steps = 0`, "steps"},
		{`checkpoint_interval = 9`, "checkpoint_interval"},
		{`lr = -1.0`, "train.lr"},
		{`beta2 = 1.0`, "train.beta2"},
		{`batch = 100000`, "train.batch"},
		{`source = "nope"`, "data.source"},
		{`kind = "rnn"`, "model.kind"},
		{`dim = 7`, "model.transformer"},
		{`version = 2`, "version"},
		{`colour = "red"`, "colour"},
		{`symbols = 9`, "model.transformer"},
	} {
		key := strings.SplitN(c.edit, " ", 2)[0]
		var lines []string
		replaced := false
		for _, l := range strings.Split(tinySpecTOML, "\n") {
			if strings.HasPrefix(l, key+" ") {
				l, replaced = c.edit, true
			}
			lines = append(lines, l)
		}
		if !replaced {
			lines = append([]string{c.edit}, lines...)
		}
		_, err := DecodeSpec([]byte(strings.Join(lines, "\n")))
		if c.field == "" {
			if err != nil {
				t.Fatalf("baseline: %v", err)
			}
			continue
		}
		if !errors.Is(err, ErrSpec) || !strings.Contains(err.Error(), c.field) {
			t.Errorf("%s: got %v, want an error naming %s", c.edit, err, c.field)
		}
	}
	if _, err := DecodeSpec([]byte(`{"version":1} {}`)); !errors.Is(err, ErrSpec) {
		t.Errorf("trailing JSON: %v", err)
	}
	if _, err := DecodeSpec([]byte(`{"version":1,"extra":2}`)); !errors.Is(err, ErrSpec) || !strings.Contains(err.Error(), "extra") {
		t.Errorf("unknown JSON field: %v", err)
	}
}

func FuzzDecodeSpec(f *testing.F) {
	f.Add([]byte(tinySpecTOML))
	s, _ := DecodeSpec([]byte(tinySpecTOML))
	b, _ := json.Marshal(s)
	f.Add(b)
	f.Add([]byte(`{"version":1,"model":{"kind":"mlp","mlp":{"sizes":[4,3],"activation":"relu"}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSpec(data)
		if err != nil {
			if !errors.Is(err, ErrSpec) {
				t.Fatalf("error does not wrap ErrSpec: %v", err)
			}
			return
		}
		// A decoded spec re-encodes to JSON that decodes to the same spec.
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := DecodeSpec(b)
		if err != nil {
			t.Fatalf("re-encoded spec rejected: %v\n%s", err, b)
		}
		if s2.Hash() != s.Hash() {
			t.Fatalf("spec changed through JSON")
		}
	})
}
