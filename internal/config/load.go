package config

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// Load reads the TOML file at path over the defaults. Unknown keys, type
// mismatches and syntax errors are one-line errors naming the key and the
// line. It does not apply the environment or validate: see ApplyEnv and
// Validate.
func Load(path string) (*Config, error) {
	c := Default()
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("config: %s does not exist (create it with: synod init)", path)
		}
		return nil, fmt.Errorf("config: %w", err)
	}
	if err := Decode(data, c); err != nil {
		return nil, fmt.Errorf("config: %s%w", path, err)
	}
	return c, nil
}

// LoadOrDefault is Load, or the defaults when path does not exist.
func LoadOrDefault(path string) (c *Config, found bool, err error) {
	if _, statErr := os.Stat(path); errors.Is(statErr, fs.ErrNotExist) {
		return Default(), false, nil
	}
	c, err = Load(path)
	return c, err == nil, err
}

// decodeError is a TOML decoding problem; Error starts with ":" so that Load
// can put the path in front of it.
type decodeError struct {
	row, col int
	key      string
	msg      string
}

func (e *decodeError) Error() string {
	s := fmt.Sprintf(":%d:%d: ", e.row, e.col)
	if e.key != "" {
		s += e.key + ": "
	}
	return s + e.msg
}

// removedKeys are keys earlier releases wrote that are no longer used, with
// what replaced them. A file that still has them loads, with a notice.
var removedKeys = map[string]string{
	"swarm.answer_deadline":   "stage lengths come from the swarm's on-chain record (synod swarm create --round)",
	"swarm.critique_deadline": "stage lengths come from the swarm's on-chain record (synod swarm create --round)",
	"swarm.vote_deadline":     "stage lengths come from the swarm's on-chain record (synod swarm create --round)",
}

// Decode reads TOML data over c, refusing unknown keys. Keys of earlier
// releases that are no longer used are skipped and noted in c.Notices.
func Decode(data []byte, c *Config) error {
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	err := dec.Decode(c)
	if err == nil {
		return nil
	}
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) && len(strict.Errors) > 0 {
		var notices []string
		for _, de := range strict.Errors {
			key := strings.Join(de.Key(), ".")
			why, removed := removedKeys[key]
			if !removed {
				row, col := de.Position()
				return &decodeError{row: row, col: col, key: key, msg: "unknown field (see docs/config.md for the valid keys)"}
			}
			row, _ := de.Position()
			notices = append(notices, fmt.Sprintf("line %d: %s is no longer used and was ignored (%s); delete it", row, key, why))
		}
		// Only removed keys were unknown, and go-toml decoded every other
		// key before reporting them.
		c.Notices = append(c.Notices, notices...)
		return nil
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, col := de.Position()
		return &decodeError{row: row, col: col, key: strings.Join(de.Key(), "."), msg: friendly(firstLine(de.Error()))}
	}
	return &decodeError{msg: firstLine(err.Error())}
}

var mismatchRe = regexp.MustCompile(`^cannot decode TOML (\w+) into .* of type (\S+)$`)

// friendly rewrites go-toml's type-mismatch message in the config's terms.
func friendly(msg string) string {
	m := mismatchRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	want := map[string]string{"int": "an integer", "uint64": "an integer", "float64": "a number",
		"bool": "true or false", "string": "a quoted string", "[]string": "a list of quoted strings"}[m[2]]
	if want == "" {
		want = m[2]
	}
	return fmt.Sprintf("want %s, got a TOML %s", want, m[1])
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.TrimPrefix(s, "toml: ")
}

// Header opens the file that Marshal writes.
const Header = `# Synod configuration. Every field is documented below and in docs/config.md.
# Environment variables SYNOD_<SECTION>_<FIELD> (e.g. SYNOD_NODE_LOG_LEVEL) override
# this file, and command-line flags override both.

`

// Marshal writes c as a commented TOML file.
func Marshal(c *Config) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(Header)
	enc := toml.NewEncoder(&buf)
	enc.SetIndentTables(false)
	if err := enc.Encode(c); err != nil {
		return nil, fmt.Errorf("config: encode: %w", err)
	}
	return buf.Bytes(), nil
}
