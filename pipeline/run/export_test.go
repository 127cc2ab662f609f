package run

// WithSyncAfterAllDone makes a stage-0 peer send its gradients only once
// every live stage-0 peer is done, as every peer did before the exchange
// overlapped the pipeline's tail; tests compare the two.
func WithSyncAfterAllDone() Option {
	return func(p *Peer) error {
		p.syncAllDone = true
		return nil
	}
}
