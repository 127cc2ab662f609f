// Package names holds the rule for the short names that become segments of
// GossipSub topics and DHT rendezvous namespaces: swarm IDs, discovery
// groups and message kinds. A name is 1 to 64 characters of lower-case
// letters, digits, '.', '_' and '-', starting with a letter or digit, so
// it is safe in a topic or namespace path and in a file name.
package names

import "fmt"

// MaxLen is the longest a name may be, in bytes.
const MaxLen = 64

// Rule says in words what Valid accepts, for error messages and help.
const Rule = "1-64 of a-z 0-9 . _ -, starting with a letter or digit"

// Valid reports whether s is a valid name.
func Valid(s string) bool {
	if len(s) == 0 || len(s) > MaxLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case i > 0 && (c == '.' || c == '_' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// Check returns nil when s is a valid name, and otherwise an error that
// names what s is for and the rule, e.g.
//
//	group "Demo": want 1-64 of a-z 0-9 . _ -, starting with a letter or digit
func Check(what, s string) error {
	if Valid(s) {
		return nil
	}
	return fmt.Errorf("%s %q: want %s", what, s, Rule)
}
