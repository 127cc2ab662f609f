package job

import "errors"

var (
	// ErrSpec reports an invalid job spec.
	ErrSpec = errors.New("job: invalid spec")
	// ErrReceipt reports a malformed receipt.
	ErrReceipt = errors.New("job: invalid receipt")
	// ErrReceiptHash reports a receipt whose hash does not match its content.
	ErrReceiptHash = errors.New("job: receipt hash does not match its content")
	// ErrSignature reports a receipt signature that does not verify.
	ErrSignature = errors.New("job: receipt signature does not verify")
	// ErrNotFound reports content the store does not hold.
	ErrNotFound = errors.New("job: not in the store")
	// ErrArtifact reports a stored file (checkpoint, dataset, trace) that
	// does not match what the receipt commits to.
	ErrArtifact = errors.New("job: stored artifact does not match the receipt")
)
