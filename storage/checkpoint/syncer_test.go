package checkpoint

import (
	"context"
	"testing"
)

func TestSyncerSyncsAfterEnoughBytes(t *testing.T) {
	st, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	y := st.newSyncer(context.Background())
	y.wrote(syncEvery - 1)
	if got := y.pending.Load(); got != syncEvery-1 {
		t.Fatalf("pending after %d bytes = %d, want no sync started", syncEvery-1, got)
	}
	y.wrote(1)
	if got := y.pending.Load(); got != 0 {
		t.Fatalf("pending after %d bytes = %d, want a sync started (0)", syncEvery, got)
	}
	if err := y.close(); err != nil {
		t.Fatalf("close = %v", err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestSyncerReportsSyncError(t *testing.T) {
	st, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	// Syncing a closed store fails; the error comes back from close.
	y := st.newSyncer(context.Background())
	y.wrote(syncEvery)
	if err := y.close(); err == nil {
		t.Fatal("close after a failed background sync = nil, want the sync error")
	}
}
