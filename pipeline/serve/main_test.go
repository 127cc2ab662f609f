package serve

import (
	"testing"

	"go.uber.org/goleak"
)

// Servers, coordinators and their sessions leave no goroutine behind.
func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }
