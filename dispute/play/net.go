package play

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/synod-net/synod/dispute/game"
	"github.com/synod-net/synod/dispute/job"
	"github.com/synod-net/synod/node"
)

// Lookup returns the party that answers for the receipt with hash
// receipt in role, or false when this node has none.
type Lookup func(receipt job.Hash, role game.Party) (*Party, bool)

// ReceiptLookup returns the receipt this node kept of its run of task in
// role (the solver's run, or the challenger's re-execution), or false.
type ReceiptLookup func(task *big.Int, role game.Party) (*job.Receipt, bool)

// ServeOption configures Serve.
type ServeOption func(*Server)

// WithReceipts makes the server also hand out the receipts receipts
// finds, by task and role: how a referee-set member that knows only the
// parties' chain accounts learns which receipts they answer for.
func WithReceipts(receipts ReceiptLookup) ServeOption {
	return func(s *Server) { s.receipts = receipts }
}

// Server answers a referee's requests for the parties this node plays:
// moves from the game's view, evidence for the pinned entry, and (with
// WithReceipts) the receipts of its runs by task.
type Server struct {
	h        host.Host
	lookup   Lookup
	receipts ReceiptLookup
	answer   sync.Mutex // serializes the parties' answers (a Party is single-threaded)

	mu      sync.Mutex // guards closed, streams and wg.Add
	closed  bool
	streams map[network.Stream]struct{}
	wg      sync.WaitGroup
}

// Serve registers the dispute protocol on h.
func Serve(h host.Host, lookup Lookup, opts ...ServeOption) *Server {
	s := &Server{h: h, lookup: lookup, streams: map[network.Stream]struct{}{}}
	for _, o := range opts {
		o(s)
	}
	h.SetStreamHandler(ProtocolID, s.handle)
	return s
}

// Close removes the handler, resets the streams being answered and waits
// for their handlers to return. It is idempotent.
func (s *Server) Close() error {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		s.h.RemoveStreamHandler(ProtocolID)
	}
	for st := range s.streams {
		_ = st.Reset()
	}
	s.mu.Unlock()
	s.wg.Wait()
	return nil
}

func (s *Server) handle(st network.Stream) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		_ = st.Reset()
		return
	}
	s.wg.Add(1)
	s.streams[st] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.streams, st)
		s.mu.Unlock()
		s.wg.Done()
	}()
	fs, err := node.NewFrameStream(st, node.WithMaxFrame(MaxRequestBytes), node.WithMaxWriteFrame(MaxResponseBytes), node.WithWriteTimeout(time.Minute))
	if err != nil {
		_ = st.Reset()
		return
	}
	defer fs.Close()
	for {
		b, err := fs.ReadFrame()
		if err != nil {
			return
		}
		resp := s.respond(b)
		out, err := json.Marshal(resp)
		if err == nil && len(out) > MaxResponseBytes {
			out, err = json.Marshal(&response{Error: "evidence over the response limit"})
		}
		if err != nil {
			return
		}
		if err := fs.WriteFrame(out); err != nil {
			return
		}
	}
}

func (s *Server) respond(b []byte) *response {
	req, err := decodeRequest(b)
	if err != nil {
		return &response{Error: err.Error()}
	}
	if req.Kind == kindReceipt {
		task, _ := parseTaskID(req.Task) // checked by decodeRequest
		if s.receipts == nil {
			return &response{Error: "no receipts served here"}
		}
		r, ok := s.receipts(task, game.Party(req.Role))
		if !ok {
			return &response{Error: "no such receipt here"}
		}
		b, err := r.Encode()
		if err != nil {
			return &response{Error: err.Error()}
		}
		return &response{Receipt: b}
	}
	h, _ := parseHash(req.Receipt)
	p, ok := s.lookup(job.Hash(h), game.Party(req.Role))
	if !ok {
		return &response{Error: "no such dispute here"}
	}
	s.answer.Lock()
	defer s.answer.Unlock()
	switch req.Kind {
	case kindMove:
		v, _ := req.View.view() // checked by decodeRequest
		m, ok := p.Player().Move(v)
		if err := p.Err(); err != nil {
			return &response{Error: err.Error()}
		}
		if !ok {
			return &response{Error: "not this party's turn"}
		}
		return &response{Move: moveToWire(m)}
	default:
		ev, err := p.Evidence(req.Step, req.Entry)
		if err != nil {
			return &response{Error: err.Error()}
		}
		w, err := evidenceToWire(ev)
		if err != nil {
			return &response{Error: err.Error()}
		}
		return &response{Evidence: w}
	}
}

// remoteSide asks a party on another node over one stream.
type remoteSide struct {
	fs      *node.FrameStream
	receipt string
	role    game.Party
	timeout time.Duration
}

func (r *remoteSide) call(ctx context.Context, req *request) (*game.Move, *Evidence, int, error) {
	b, err := json.Marshal(req)
	if err != nil {
		return nil, nil, 0, err
	}
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	// Past the move timeout (or cancelled) the stream is reset, which
	// unblocks the read; stop runs before cancel, so an answered call
	// never resets it.
	stop := context.AfterFunc(ctx, r.fs.Reset)
	defer stop()
	if err := r.fs.WriteFrame(b); err != nil {
		return nil, nil, len(b), err
	}
	out, err := r.fs.ReadFrame()
	if err != nil {
		return nil, nil, len(b), err
	}
	m, ev, err := decodeResponse(out, r.role)
	return m, ev, len(b) + len(out), err
}

func (r *remoteSide) move(ctx context.Context, v game.View) (game.Move, int, error) {
	m, _, n, err := r.call(ctx, &request{Kind: kindMove, Receipt: r.receipt, Role: uint8(r.role), View: viewToWire(v)})
	if err != nil {
		return game.Move{}, n, err
	}
	if m == nil {
		return game.Move{}, n, fmt.Errorf("%w: evidence where a move was asked", ErrWire)
	}
	return *m, n, nil
}

func (r *remoteSide) evidence(ctx context.Context, step, entry int) (*Evidence, int, error) {
	_, ev, n, err := r.call(ctx, &request{Kind: kindEvidence, Receipt: r.receipt, Role: uint8(r.role), Step: step, Entry: entry})
	if err == nil && ev == nil {
		err = fmt.Errorf("%w: a move where evidence was asked", ErrWire)
	}
	return ev, n, err
}

// AskEvidence asks the node that signed receipt r, over the dispute
// protocol from h (the signer's addresses must be in h's peerstore), for
// its evidence as role for entry of step: what a referee-set member ruling
// on a game on chain needs from each party. The answer is decoded within
// the protocol's limits and must be checked (Referee.Recompute does).
func AskEvidence(ctx context.Context, h host.Host, r *job.Receipt, role game.Party, step, entry int, timeout time.Duration) (*Evidence, error) {
	if err := r.CheckSignature(); err != nil {
		return nil, fmt.Errorf("play: the %s's receipt: %w", role, err)
	}
	id, err := peer.Decode(r.Signer.PeerID)
	if err != nil {
		return nil, fmt.Errorf("play: the %s's peer ID: %w", role, err)
	}
	if timeout <= 0 {
		timeout = time.Minute
	}
	fs, err := node.OpenFrameStream(ctx, h, id, ProtocolID, node.WithMaxFrame(MaxResponseBytes))
	if err != nil {
		return nil, fmt.Errorf("play: the %s: %w", role, err)
	}
	defer fs.Close()
	rs := &remoteSide{fs: fs, receipt: hexHash(r.Hash), role: role, timeout: timeout}
	ev, _, err := rs.evidence(ctx, step, entry)
	if err != nil {
		return nil, fmt.Errorf("play: the %s's evidence: %w", role, err)
	}
	return ev, nil
}

// AskReceipt asks peer id, over the dispute protocol from h (its
// addresses must be in h's peerstore, or h must find them), for the
// receipt it kept of its run of task in role. The receipt is decoded,
// validated and its signature checked; that its signer is the party the
// chain names is the caller's to check.
func AskReceipt(ctx context.Context, h host.Host, id peer.ID, task *big.Int, role game.Party, timeout time.Duration) (*job.Receipt, error) {
	if timeout <= 0 {
		timeout = time.Minute
	}
	fs, err := node.OpenFrameStream(ctx, h, id, ProtocolID, node.WithMaxFrame(MaxResponseBytes))
	if err != nil {
		return nil, fmt.Errorf("play: the %s: %w", role, err)
	}
	defer fs.Close()
	b, err := json.Marshal(&request{Kind: kindReceipt, Task: task.String(), Role: uint8(role)})
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	stop := context.AfterFunc(ctx, fs.Reset)
	defer stop()
	if err := fs.WriteFrame(b); err != nil {
		return nil, fmt.Errorf("play: the %s: %w", role, err)
	}
	out, err := fs.ReadFrame()
	if err != nil {
		return nil, fmt.Errorf("play: the %s: %w", role, err)
	}
	return decodeReceiptResponse(out, role)
}

// RemoteConfig sets up a game Remote referees.
type RemoteConfig struct {
	Entries int           // G when every step of the job has that many trace entries, else 0 (the receipts' trace lengths decide)
	Arity   int           // split arity (default 2)
	Timeout time.Duration // per move (default 1 minute)
	// Events, when set, sees every event of the game as it happens
	// (ranges, pinned step and entry, the referee's turn, the end).
	Events func(game.Event)
	// Scalar plays phase 3 (game.Config.Scalar) under the receipts' op
	// set, compact (game.Config.Compact): the parties send their openings
	// of the pinned op entry with their picks and their element proofs
	// over the protocol.
	Scalar bool
}

// Remote referees a dispute between two receipts of one training job
// over libp2p: from h it opens a stream to each receipt's signer (its
// peer ID; the addresses must be in h's peerstore), runs the game, asks
// the party to move for its move and, when the game pins an entry, both
// parties for their evidence, and rules. A party that answers with an
// error, sends garbage or stays silent past the move timeout loses.
func Remote(ctx context.Context, h host.Host, solver, challenger *job.Receipt, rf *Referee, cfg RemoteConfig) (*Result, error) {
	if cfg.Arity == 0 {
		cfg.Arity = 2
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = time.Minute
	}
	gc, err := gameConfig(solver, challenger, cfg.Entries, cfg.Arity, cfg.Timeout)
	if err != nil {
		return nil, err
	}
	// Off chain no gas bound limits a move: phase 3 is compact.
	gc.Scalar, gc.Compact = cfg.Scalar, cfg.Scalar
	sides := map[game.Party]side{}
	for role, r := range map[game.Party]*job.Receipt{game.Solver: solver, game.Challenger: challenger} {
		if err := r.CheckSignature(); err != nil {
			return nil, fmt.Errorf("play: the %s's receipt: %w", role, err)
		}
		id, err := peer.Decode(r.Signer.PeerID)
		if err != nil {
			return nil, fmt.Errorf("play: the %s's peer ID: %w", role, err)
		}
		fs, err := node.OpenFrameStream(ctx, h, id, ProtocolID, node.WithMaxFrame(MaxResponseBytes))
		if err != nil {
			return nil, fmt.Errorf("play: the %s: %w", role, err)
		}
		defer fs.Close()
		sides[role] = &remoteSide{fs: fs, receipt: hexHash(r.Hash), role: role, timeout: cfg.Timeout}
	}
	return drive(ctx, gc, sides, rf, time.Now, cfg.Events)
}
