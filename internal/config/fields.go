package config

import (
	"encoding"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Field is one configuration key, bound to its value in a Config.
type Field struct {
	Key  string // dotted TOML key, e.g. "node.listen_addrs"
	Env  string // environment variable overriding it, e.g. SYNOD_NODE_LISTEN_ADDRS
	Type string // "string", "list of strings", "integer", "number", "boolean" or "duration"
	Doc  string // the field's documentation (its comment tag)
	v    reflect.Value
}

// EnvPrefix starts every environment variable that overrides a field.
const EnvPrefix = "SYNOD_"

var textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()

// Fields lists every field of c in file order, bound to c's values.
func (c *Config) Fields() []Field {
	var out []Field
	root := reflect.ValueOf(c).Elem()
	for i := 0; i < root.NumField(); i++ {
		section := root.Type().Field(i).Tag.Get("toml")
		if section == "-" {
			continue
		}
		sv := root.Field(i)
		for j := 0; j < sv.NumField(); j++ {
			sf := sv.Type().Field(j)
			name := sf.Tag.Get("toml")
			key := section + "." + name
			out = append(out, Field{
				Key:  key,
				Env:  EnvPrefix + strings.ToUpper(strings.ReplaceAll(key, ".", "_")),
				Type: typeName(sf.Type),
				Doc:  strings.ReplaceAll(sf.Tag.Get("comment"), "\n", " "),
				v:    sv.Field(j),
			})
		}
	}
	return out
}

// Field returns the field with the given dotted key.
func (c *Config) Field(key string) (Field, bool) {
	for _, f := range c.Fields() {
		if f.Key == key {
			return f, true
		}
	}
	return Field{}, false
}

// Set parses s into the field with the given dotted key; lists are
// comma-separated.
func (c *Config) Set(key, s string) error {
	f, ok := c.Field(key)
	if !ok {
		return &FieldError{Field: key, Msg: "no such field"}
	}
	return f.Set(s)
}

func typeName(t reflect.Type) string {
	switch t {
	case reflect.TypeFor[Duration]():
		return "duration"
	case reflect.TypeFor[ByteSize]():
		return "size"
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Slice:
		return "list of strings"
	case reflect.Int, reflect.Int64, reflect.Uint64:
		return "integer"
	case reflect.Float64:
		return "number"
	case reflect.Bool:
		return "boolean"
	}
	return t.String()
}

// Set parses s into the field; lists are comma-separated.
func (f Field) Set(s string) error {
	fail := func(format string, args ...any) error {
		return &FieldError{Field: f.Key, Msg: fmt.Sprintf(format, args...)}
	}
	if f.v.CanAddr() && f.v.Addr().Type().Implements(textUnmarshaler) {
		if err := f.v.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(s)); err != nil {
			return fail("%v", err)
		}
		return nil
	}
	switch f.v.Kind() {
	case reflect.String:
		f.v.SetString(s)
	case reflect.Slice:
		var items []string
		for _, p := range strings.Split(s, ",") {
			if p = strings.TrimSpace(p); p != "" {
				items = append(items, p)
			}
		}
		if items == nil {
			items = []string{}
		}
		f.v.Set(reflect.ValueOf(items))
	case reflect.Int, reflect.Int64:
		n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
		if err != nil {
			return fail("%q is not an integer", s)
		}
		f.v.SetInt(n)
	case reflect.Uint64:
		n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
		if err != nil {
			return fail("%q is not a non-negative integer", s)
		}
		f.v.SetUint(n)
	case reflect.Float64:
		n, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			return fail("%q is not a number", s)
		}
		f.v.SetFloat(n)
	case reflect.Bool:
		b, err := strconv.ParseBool(strings.TrimSpace(s))
		if err != nil {
			return fail("%q is not true or false", s)
		}
		f.v.SetBool(b)
	default:
		return fail("cannot be set from text")
	}
	return nil
}

// String formats the field's current value as it would be written in an
// environment variable.
func (f Field) String() string {
	if m, ok := f.v.Interface().(encoding.TextMarshaler); ok {
		b, _ := m.MarshalText()
		return string(b)
	}
	if f.v.Kind() == reflect.Slice {
		return strings.Join(f.v.Interface().([]string), ",")
	}
	return fmt.Sprint(f.v.Interface())
}

// ApplyEnv overrides fields from SYNOD_<SECTION>_<FIELD> variables in env
// (as from os.Environ). SYNOD_ variables that name no field are ignored, so
// that other tools' variables (SYNOD_HOME, SYNOD_KEY_PASSPHRASE) can share
// the prefix.
func (c *Config) ApplyEnv(env []string) error {
	vals := map[string]string{}
	for _, kv := range env {
		if k, v, ok := strings.Cut(kv, "="); ok && strings.HasPrefix(k, EnvPrefix) {
			vals[k] = v
		}
	}
	for _, f := range c.Fields() {
		v, ok := vals[f.Env]
		if !ok {
			continue
		}
		if err := f.Set(v); err != nil {
			fe := err.(*FieldError)
			fe.Msg += " (from " + f.Env + ")"
			return fe
		}
	}
	return nil
}

// FieldTable is the Markdown reference of every field: key, type, default,
// environment variable and documentation (docs/config.md embeds it).
func FieldTable() string {
	var b strings.Builder
	section := ""
	for _, f := range Default().Fields() {
		s, _, _ := strings.Cut(f.Key, ".")
		if s != section {
			if section != "" {
				b.WriteString("\n")
			}
			section = s
			fmt.Fprintf(&b, "### [%s]\n\n| key | type | default | env | meaning |\n|---|---|---|---|---|\n", s)
		}
		def := f.String()
		switch {
		case def == "" && f.Type == "list of strings":
			def = "[]"
		case def == "":
			def = `""`
		}
		fmt.Fprintf(&b, "| `%s` | %s | `%s` | `%s` | %s |\n", f.Key, f.Type, strings.ReplaceAll(def, "|", `\|`), f.Env,
			strings.ReplaceAll(f.Doc, "|", `\|`))
	}
	return b.String()
}
