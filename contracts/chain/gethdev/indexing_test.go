package gethdev

import (
	"errors"
	"fmt"
	"testing"
)

// dataError is an RPC error with data, as the rpc client decodes geth's
// answers (rpc.DataError).
type dataError struct{ msg, data string }

func (e dataError) Error() string          { return e.msg }
func (e dataError) ErrorCode() int         { return -32000 }
func (e dataError) ErrorData() interface{} { return e.data }

func TestIndexing(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{dataError{"transaction indexing is in progress", "transaction indexing is in progress"}, true},
		{fmt.Errorf("receipt: %w", dataError{"internal", "transaction indexing is in progress"}), true},
		{errors.New("transaction indexing is in progress"), true},
		{dataError{"execution reverted", "0x08c379a0"}, false},
		{errors.New("connection refused"), false},
	} {
		if got := indexing(tc.err); got != tc.want {
			t.Errorf("indexing(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}
