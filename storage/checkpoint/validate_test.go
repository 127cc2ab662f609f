package checkpoint

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

// The default import check (repops' StreamVerifier fed the importer's
// chunks) and a reader-based Validator (repops' serial Verify) accept and
// reject the same files with the same errors, on import and on export.
func TestImportValidationMatchesSerialVerify(t *testing.T) {
	ctx := context.Background()
	good, hash := synthetic(t, 300<<10, 4)
	flipped := bytes.Clone(good)
	flipped[len(flipped)/3] ^= 0x02
	cases := map[string][]byte{
		"valid":          good,
		"flipped":        flipped,
		"truncated":      good[:len(good)-7],
		"trailing bytes": append(bytes.Clone(good), 1, 2, 3),
		"tiny":           good[:5],
	}
	def := openStore(t)
	serial := openStore(t, WithValidator(ValidateCheckpoint))
	for name, data := range cases {
		a, errA := def.Import(ctx, bytes.NewReader(data), 0, name)
		b, errB := serial.Import(ctx, bytes.NewReader(data), 0, name)
		if errString(errA) != errString(errB) || a.StateHash != b.StateHash || a.Step != b.Step {
			t.Errorf("%s: default (%s, %v), serial validator (%s, %v)", name, a.StateHash, errA, b.StateHash, errB)
		}
		if name == "valid" {
			if errA != nil || a.StateHash != hash {
				t.Fatalf("valid file: %+v, %v; want state hash %s", a, errA, hash)
			}
			for _, st := range []*Store{def, serial} {
				var out bytes.Buffer
				h, _, err := st.ExportChecked(ctx, a.CID, &out)
				if err != nil || h != hash || !bytes.Equal(out.Bytes(), good) {
					t.Fatalf("ExportChecked = %s, %v", h, err)
				}
			}
		} else if !errors.Is(errA, ErrBadFormat) {
			t.Errorf("%s: err = %v, want ErrBadFormat", name, errA)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}
