package models

import "testing"

func TestCharVocab(t *testing.T) {
	v, err := NewCharVocab("abca 1+=")
	if err != nil {
		t.Fatal(err)
	}
	if v.Size() != 2+7 || v.Alphabet() != "abc 1+=" {
		t.Fatalf("size %d alphabet %q", v.Size(), v.Alphabet())
	}
	ids := v.Encode("1+1=b?")
	want := []int{6, 7, 6, 8, 3, TokenUnknown}
	for i := range want {
		if ids[i] != want[i] {
			t.Fatalf("encode: %v, want %v", ids, want)
		}
	}
	if got := v.Decode(append(ids, TokenEOT, 2)); got != "1+1=b\uFFFD" {
		t.Fatalf("decode: %q", got)
	}
	if _, err := NewCharVocab(""); err == nil {
		t.Fatal("empty alphabet accepted")
	}
}
