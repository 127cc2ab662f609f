package config

import "testing"

func TestParseByteSize(t *testing.T) {
	for _, c := range []struct {
		in   string
		want ByteSize
		str  string
	}{
		{"0", 0, "0"},
		{"1048576", 1 << 20, "1MiB"},
		{"256MiB", 256 << 20, "256MiB"},
		{" 1.5 GiB ", 3 << 29, "1536MiB"},
		{"20MB", 20e6, "20MB"},
		{"64KiB", 64 << 10, "64KiB"},
		{"2TB", 2e12, "2TB"},
		{"1500B", 1500, "1500"},
	} {
		got, err := ParseByteSize(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseByteSize(%q) = %d, %v; want %d", c.in, got, err, c.want)
			continue
		}
		if got.String() != c.str {
			t.Errorf("ByteSize(%d).String() = %q, want %q", got, got.String(), c.str)
		}
		back, err := ParseByteSize(got.String())
		if err != nil || back != got {
			t.Errorf("round trip of %q: %d, %v", got.String(), back, err)
		}
	}
	for _, bad := range []string{"", "MB", "-1", "-5MiB", "ten", "1e30TiB", "NaN", "5 mb"} {
		if v, err := ParseByteSize(bad); err == nil {
			t.Errorf("ParseByteSize(%q) = %d, want an error", bad, v)
		}
	}
}
