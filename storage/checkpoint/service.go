package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"sync"
	"time"

	"github.com/ipfs/boxo/bitswap"
	bsmsg "github.com/ipfs/boxo/bitswap/message"
	bsnet "github.com/ipfs/boxo/bitswap/network/bsnet"
	"github.com/ipfs/boxo/bitswap/tracer"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"
	"github.com/prometheus/client_golang/prometheus"
)

// Defaults of a Service.
const (
	DefaultProviderTimeout   = 30 * time.Second
	DefaultMaxProviders      = 8
	DefaultReprovideInterval = 12 * time.Hour
	defaultWindow            = 512
	expectGrace              = time.Minute
	banDuration              = 10 * time.Minute
	messageTarget            = 2<<20 - 64<<10
)

// ServiceOption configures a Service.
type ServiceOption func(*Service) error

// WithLogger sets the logger (default slog.Default()).
func WithLogger(l *slog.Logger) ServiceOption {
	return func(s *Service) error {
		if l == nil {
			return errors.New("checkpoint: nil logger")
		}
		s.log = l
		return nil
	}
}

// WithRegisterer registers the service's metrics with reg.
func WithRegisterer(reg prometheus.Registerer) ServiceOption {
	return func(s *Service) error {
		s.reg = reg
		return nil
	}
}

// WithProviderTimeout bounds how long a fetch waits for the first block
// (and, later, for any progress) before giving up.
func WithProviderTimeout(d time.Duration) ServiceOption {
	return func(s *Service) error {
		if d <= 0 {
			return fmt.Errorf("checkpoint: provider timeout %v must be positive", d)
		}
		s.providerTimeout = d
		return nil
	}
}

// WithMaxProviders bounds how many providers a fetch connects to.
func WithMaxProviders(n int) ServiceOption {
	return func(s *Service) error {
		if n < 1 {
			return fmt.Errorf("checkpoint: max providers %d must be at least 1", n)
		}
		s.maxProviders = n
		return nil
	}
}

// WithReprovideInterval sets how often pinned roots are announced again
// (0 disables the periodic announcement; roots are still announced at
// Start and on Add).
func WithReprovideInterval(d time.Duration) ServiceOption {
	return func(s *Service) error {
		s.reprovide = d
		return nil
	}
}

// WithServeRate caps the bytes of checkpoint blocks the service sends per
// second, to all peers together (0, the default: no cap). SetServeRate
// changes it while the service runs.
func WithServeRate(bytesPerSec int64) ServiceOption {
	return func(s *Service) error {
		s.serveRate = bytesPerSec // checked by NewService when it sets the cap
		return nil
	}
}

// Service serves and fetches checkpoints over bitswap, with providers
// found and announced on the DHT.
type Service struct {
	h               host.Host
	router          routing.ContentRouting
	st              *Store
	log             *slog.Logger
	reg             prometheus.Registerer
	providerTimeout time.Duration
	maxProviders    int
	reprovide       time.Duration
	window          int
	serveRate       int64
	// spreadWait bounds how long a multi-provider fetch waits for every
	// provider to answer its probe (see fetchBatch).
	spreadWait time.Duration

	m     *serviceMetrics
	serve *serveLimiter
	bs    *bitswap.Bitswap
	// trace, when set (tests only), also sees every bitswap message.
	trace tracer.Tracer

	mu       sync.Mutex
	expected map[string]int // multihash -> number of fetches expecting it
	watchers map[*answerWatch]struct{}
	recv     map[peer.ID]uint64 // bytes of expected blocks received, by peer
	banned   map[peer.ID]time.Time
	bad      map[peer.ID]int

	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	startOnce sync.Once
	closeOnce sync.Once
	started   bool
}

// NewService builds the checkpoint service of a node. router is the
// node's DHT (anything that provides and finds providers).
func NewService(h host.Host, router routing.ContentRouting, st *Store, opts ...ServiceOption) (*Service, error) {
	if h == nil || router == nil || st == nil {
		return nil, errors.New("checkpoint: NewService needs a host, a content router and a store")
	}
	s := &Service{
		h: h, router: router, st: st,
		log:             slog.Default(),
		providerTimeout: DefaultProviderTimeout,
		maxProviders:    DefaultMaxProviders,
		reprovide:       DefaultReprovideInterval,
		window:          defaultWindow,
		spreadWait:      defaultSpreadWait,
		expected:        map[string]int{},
		banned:          map[peer.ID]time.Time{},
		bad:             map[peer.ID]int{},
		watchers:        map[*answerWatch]struct{}{},
		recv:            map[peer.ID]uint64{},
	}
	for _, o := range opts {
		if err := o(s); err != nil {
			return nil, err
		}
	}
	s.m = newServiceMetrics(s.reg)
	s.serve = newServeLimiter(s.m.servedBytes, s.m.serveWait)
	if err := s.serve.set(s.serveRate); err != nil {
		return nil, err
	}
	return s, nil
}

// Start starts bitswap on the host and announces the pinned roots.
func (s *Service) Start(ctx context.Context) error {
	err := ErrClosed
	s.startOnce.Do(func() {
		err = nil
		s.ctx, s.cancel = context.WithCancel(context.Background())
		net := bsnet.NewFromIpfsHost(s.h)
		s.bs = bitswap.New(s.ctx, net, s.router, servingBlockstore{s.st.Blockstore(), s.serve},
			// Two 1 MiB blocks per message (each message is a new stream,
			// with its own protobuf message, yamux stream set-up and
			// bookkeeping at both ends: half as many cost 4-12% less CPU per
			// GB fetched in paired runs), and enough bytes queued per peer to
			// keep the stream busy while the next blocks are read. The
			// target stays 64 KiB short of 2 MiB so that two blocks of up to
			// bitswap's 2 MiB each still fit the 4 MiB a peer reads per
			// message.
			bitswap.MaxOutstandingBytesPerPeer(32<<20),
			bitswap.WithTargetMessageSize(messageTarget),
			bitswap.EngineTaskWorkerCount(8),
			bitswap.TaskWorkerCount(8),
			bitswap.ProviderSearchDelay(500*time.Millisecond),
			// On a busy machine a provider can take seconds to answer;
			// taking that silence for DONT_HAVE parked the want until the
			// next rebroadcast (a minute by default) and stalled fetches
			// one block short. Wait for real answers, and re-ask an idle
			// session's wants after a few seconds instead.
			bitswap.SetSimulateDontHavesOnTimeout(false),
			bitswap.RebroadcastDelay(5*time.Second),
			// The fetcher checks presence itself; skip a blockstore read
			// per received block.
			bitswap.WithoutDuplicatedBlockStats(),
			bitswap.WithTracer(badBlockTracer{s}),
		)
		s.h.SetStreamHandler(dagProtocol, s.serveDAG)
		s.started = true
		s.wg.Add(1)
		go s.reprovideLoop()
	})
	return err
}

// SetServeRate changes the cap on the bytes of blocks the service sends
// per second, to all peers together; 0 removes it.
func (s *Service) SetServeRate(bytesPerSec int64) error { return s.serve.set(bytesPerSec) }

// ServeRate returns the cap on served bytes per second (0: none).
func (s *Service) ServeRate() int64 { return s.serve.rate() }

// Close stops bitswap and the background announcements. It is idempotent.
func (s *Service) Close() error {
	var err error
	s.closeOnce.Do(func() {
		if !s.started {
			s.startOnce.Do(func() {}) // a later Start fails
			return
		}
		s.h.RemoveStreamHandler(dagProtocol)
		s.mu.Lock() // DAG requests check s.ctx under s.mu before joining s.wg
		s.cancel()
		s.mu.Unlock()
		s.wg.Wait()
		err = s.bs.Close()
	})
	return err
}

// Store returns the local store.
func (s *Service) Store() *Store { return s.st }

func (s *Service) running() error {
	if !s.started || s.ctx.Err() != nil {
		return fmt.Errorf("%w (or not started)", ErrClosed)
	}
	return nil
}

// Provide announces on the DHT that this node serves c.
func (s *Service) Provide(ctx context.Context, c cid.Cid) error {
	if err := s.router.Provide(ctx, c, true); err != nil {
		return fmt.Errorf("checkpoint: announcing %s on the DHT: %w", c, err)
	}
	s.m.provides.Inc()
	return nil
}

// Add validates and imports the checkpoint file at path, pins it and
// announces it on the DHT. A failed announcement is logged, not returned:
// the checkpoint is stored and is announced again by the reprovider.
func (s *Service) Add(ctx context.Context, path string) (Info, error) {
	if err := s.running(); err != nil {
		return Info{}, err
	}
	info, err := s.st.AddFile(ctx, path)
	if err != nil {
		return Info{}, err
	}
	if err := s.Provide(ctx, info.CID); err != nil {
		s.log.Warn("checkpoint stored but not announced yet", "cid", info.CID, "err", err)
	}
	return info, nil
}

func (s *Service) reprovideLoop() {
	defer s.wg.Done()
	announce := func() {
		pins, err := s.st.Pins(s.ctx)
		if err != nil {
			s.log.Warn("listing pins to announce", "err", err)
			return
		}
		for _, p := range pins {
			ctx, cancel := context.WithTimeout(s.ctx, time.Minute)
			if err := s.Provide(ctx, p.CID); err != nil && s.ctx.Err() == nil {
				s.log.Debug("announcing pinned checkpoint", "cid", p.CID, "err", err)
			}
			cancel()
		}
	}
	announce()
	if s.reprovide <= 0 {
		return
	}
	t := time.NewTicker(s.reprovide)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			announce()
		}
	}
}

// expect registers CIDs a fetch asked for; blocks outside this set are
// treated as bad.
func (s *Service) expect(cs ...cid.Cid) {
	s.mu.Lock()
	for _, c := range cs {
		s.expected[string(c.Hash())]++
	}
	s.mu.Unlock()
}

func (s *Service) unexpect(cs []cid.Cid) {
	s.mu.Lock()
	for _, c := range cs {
		k := string(c.Hash())
		if s.expected[k]--; s.expected[k] <= 0 {
			delete(s.expected, k)
		}
	}
	s.mu.Unlock()
}

func (s *Service) isExpected(c cid.Cid) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.expected[string(c.Hash())] > 0
}

func (s *Service) isBanned(p peer.ID) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.banned[p]
	if ok && time.Since(t) > banDuration {
		delete(s.banned, p)
		return false
	}
	return ok
}

// SentTo is how many bytes of blocks the service has sent peer p over
// bitswap, by bitswap's ledger for p (0 before Start).
func (s *Service) SentTo(p peer.ID) uint64 {
	if s.bs == nil {
		return 0
	}
	return s.bs.LedgerForPeer(p).Sent
}

// BadBlocks returns, per peer, how many blocks it sent that matched no
// CID asked for.
func (s *Service) BadBlocks() map[peer.ID]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[peer.ID]int, len(s.bad))
	for p, n := range s.bad {
		out[p] = n
	}
	return out
}

func (s *Service) badTotal() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, c := range s.bad {
		n += c
	}
	return n
}

// reportBad records a block from p that matches nothing asked for: its
// bytes were corrupted (bitswap names a block by the hash of its bytes).
// The peer is disconnected and not used again for a while.
func (s *Service) reportBad(p peer.ID, c cid.Cid) {
	s.mu.Lock()
	s.bad[p]++
	_, already := s.banned[p]
	s.banned[p] = time.Now()
	s.mu.Unlock()
	s.m.badBlocks.WithLabelValues(p.String()).Inc()
	if already {
		return
	}
	s.log.Warn("peer sent a corrupted block; disconnecting and fetching from other providers", "peer", p, "got", c)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		_ = s.h.Network().ClosePeer(p)
	}()
}

type badBlockTracer struct{ s *Service }

func (t badBlockTracer) MessageReceived(p peer.ID, msg bsmsg.BitSwapMessage) {
	n := 0
	for _, b := range msg.Blocks() {
		if !t.s.isExpected(b.Cid()) {
			t.s.reportBad(p, b.Cid())
			continue
		}
		n += len(b.RawData())
	}
	t.s.noteReceived(p, n)
	t.s.noteAnswers(p, msg)
	if t.s.trace != nil {
		t.s.trace.MessageReceived(p, msg)
	}
}

// noteReceived counts n bytes of expected blocks received from p.
func (s *Service) noteReceived(p peer.ID, n int) {
	if n <= 0 {
		return
	}
	s.mu.Lock()
	s.recv[p] += uint64(n)
	s.mu.Unlock()
}

// received returns the bytes of expected blocks received so far, by peer.
func (s *Service) received() map[peer.ID]uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.recv)
}

// answerWatch waits for n distinct peers to answer (HAVE or the block) one
// of a set of wants.
type answerWatch struct {
	keys  map[cid.Cid]struct{}
	n     int
	peers map[peer.ID]struct{}
	done  chan struct{}
}

// watchAnswers returns a channel closed once n distinct peers answered a
// want for one of ks with a HAVE or the block, and a function ending the
// watch.
func (s *Service) watchAnswers(ks []cid.Cid, n int) (<-chan struct{}, func()) {
	w := &answerWatch{keys: make(map[cid.Cid]struct{}, len(ks)), n: n, peers: map[peer.ID]struct{}{}, done: make(chan struct{})}
	for _, k := range ks {
		w.keys[k] = struct{}{}
	}
	s.mu.Lock()
	s.watchers[w] = struct{}{}
	s.mu.Unlock()
	return w.done, func() {
		s.mu.Lock()
		delete(s.watchers, w)
		s.mu.Unlock()
	}
}

func (s *Service) noteAnswers(p peer.ID, msg bsmsg.BitSwapMessage) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.watchers) == 0 {
		return
	}
	answers := func(w *answerWatch) bool {
		for _, c := range msg.Haves() {
			if _, ok := w.keys[c]; ok {
				return true
			}
		}
		for _, b := range msg.Blocks() {
			if _, ok := w.keys[b.Cid()]; ok {
				return true
			}
		}
		return false
	}
	for w := range s.watchers {
		if _, seen := w.peers[p]; seen || len(w.peers) >= w.n || !answers(w) {
			continue
		}
		w.peers[p] = struct{}{}
		if len(w.peers) == w.n {
			close(w.done)
		}
	}
}

func (t badBlockTracer) MessageSent(p peer.ID, msg bsmsg.BitSwapMessage) {
	if t.s.trace != nil {
		t.s.trace.MessageSent(p, msg)
	}
}
