package names

import (
	"regexp"
	"strings"
	"testing"
)

func TestValid(t *testing.T) {
	for s, want := range map[string]bool{
		"a":                           true,
		"0":                           true,
		"demo":                        true,
		"12":                          true,
		"rl-swarm_v2.1":               true,
		"a.":                          true,
		strings.Repeat("a", MaxLen):   true,
		"":                            false,
		strings.Repeat("a", MaxLen+1): false,
		"Demo":                        false,
		"-a":                          false,
		".a":                          false,
		"_a":                          false,
		"a b":                         false,
		"a/b":                         false,
		"a\x00":                       false,
		"é":                           false,
		"a\n":                         false,
	} {
		if got := Valid(s); got != want {
			t.Errorf("Valid(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestValidMatchesPattern: Valid accepts exactly the strings of the
// regular expression the rule was first written as.
func TestValidMatchesPattern(t *testing.T) {
	re := regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)
	alphabet := "az09._-A/ \xff"
	var walk func(prefix string, depth int)
	walk = func(prefix string, depth int) {
		if Valid(prefix) != re.MatchString(prefix) {
			t.Errorf("Valid(%q) = %v, pattern says %v", prefix, Valid(prefix), re.MatchString(prefix))
		}
		if depth == 0 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(prefix+alphabet[i:i+1], depth-1)
		}
	}
	walk("", 3)
	for _, s := range []string{strings.Repeat("x", 63) + "-", strings.Repeat("x", 64) + "-"} {
		if Valid(s) != re.MatchString(s) {
			t.Errorf("Valid(%q) = %v, pattern says %v", s, Valid(s), re.MatchString(s))
		}
	}
}

func TestCheck(t *testing.T) {
	if err := Check("group", "demo"); err != nil {
		t.Fatalf("Check(demo) = %v", err)
	}
	err := Check("group", "Demo")
	if err == nil {
		t.Fatal("Check(Demo) = nil")
	}
	if got, want := err.Error(), `group "Demo": want 1-64 of a-z 0-9 . _ -, starting with a letter or digit`; got != want {
		t.Errorf("Check(Demo) = %q, want %q", got, want)
	}
}
