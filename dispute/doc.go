// Package dispute will hold the off-chain side of Verde refereed delegation:
// building step and op-trace commitments, playing the two-phase bisection
// game against the on-chain DisputeGame contract, and refereeing a single
// operator. It is not built yet; see docs/ARCHITECTURE.md for where it fits.
package dispute
