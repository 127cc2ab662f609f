//go:build !amd64 || purego

package repops

// expVector is false: this build has no vector Exp.
const expVector = false

// expRun does nothing in this build: the caller uses Exp.
func expRun(dst, src []float32) bool { return false }

// tanhRun does nothing in this build: the caller uses Tanh.
func tanhRun(dst, src []float32) bool { return false }

// expRunInRange does nothing in this build: the caller uses Exp.
func expRunInRange(dst, src []float32) bool { return false }

// tanhRunNoNaN does nothing in this build: the caller uses Tanh.
func tanhRunNoNaN(dst, src []float32) bool { return false }
