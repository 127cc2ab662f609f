// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {IDisputeGame, ITaskMarketResolver, OUTCOME_SOLVER_WON, OUTCOME_CHALLENGER_WON, OUTCOME_VOID} from "./Interfaces.sol";
import {ScalarJudge, OpeningCheck} from "./ScalarJudge.sol";
import {ScalarStep} from "./ScalarStep.sol";
import {StateJudge} from "./StateJudge.sol";
import {MerkleTree} from "./MerkleTree.sol";

/// @title DisputeGame
/// @notice The dispute game between a task's solver and a challenger, as
/// dispute/game (the reference, in Go) plays it with binary splits
/// (arity 2). It holds no value: outcomes are reported to the task market,
/// which moves the stakes.
///
/// Phase 1 (steps) bisects over the range (lo, hi] of training steps:
/// position k is the state hash after step k, position 0 the task's
/// initial state hash, position T the parties' final hashes. The
/// challenger states its hash at the first split point, T / 2, when it
/// challenges (OpenParams.challengerSplit): the game opens with it
/// posted. The other party answers a posted hash at the split point
/// lo + (hi - lo) / 2 with `pick` (the half it disputes: 0 for (lo, mid],
/// 1 for (mid, hi], and its own hash at that half's split point when the
/// half is longer than one), which posts that hash in turn, and the roles
/// alternate, the solver picking first. It ends at the step whose
/// pre-state both accept and whose post-state they dispute.
///
/// Phase 2 bisects over that step's trace: each party opens (`openTrace`)
/// with its trace length G, its chain hash over the step's G entries and
/// its post-state hash, which must be the one it stated in phase 1 and
/// differ from the other party's; the challenger, opening second, also
/// posts its hash at the first split point, and the solver picks. Its trace root is
/// sha256(chain || post): the chain's last link, the state entry G, is the
/// post-state hash. Before it opens, the solver proves its phase-1 hashes
/// of the pinned step against the stateRoot it committed in the task
/// market (the open parameters carry it), in a move of its own
/// (`proveStates`): its post-state hash at leaf step - 1 and, unless the
/// step is the first (whose pre-state is the task's initial state hash),
/// the agreed pre-state hash at leaf step - 2 of the internal/commit tree
/// over its T state hashes (MerkleTree). A solver that cannot prove them
/// cannot move, and loses when its deadline passes; one proof per game,
/// so no phase-1 move pays for one.
/// The bisection runs over (0, G+1] from the agreed start
/// sha256("synod/dispute/trace/v2" || pre); position k is the chain hash
/// after k entries, each link sha256(prev || entry hash). It ends at one
/// entry (for the state entry, the commitment is the post-state hash). No
/// move states the entry's commitment: each party's chain hash at the
/// entry, sha256(agreed || commitment), commits to it, and a ruling or a
/// proof is checked against the two chain hashes.
///
/// If the parties opened with different lengths, the bisection runs over
/// the shorter trace, (0, S+1] for S entries, with only the shorter
/// party's root at S+1 (the longer party's chain after S+1 entries is
/// never needed). A first difference at an op entry is disputed as in any
/// game. One at entry S, the end of the shorter trace, is the shorter
/// party's to prove, in its one move there (`proveEnd`): the post-state
/// hash StateJudge computes from the agreed pre-state and the agreed
/// entries (which must end with the step's adamw updates) must extend the
/// agreed chain to its root. A training step's trace ends with its
/// optimizer updates and holds them nowhere else, so an honest shorter
/// party can always prove its end and a lying one cannot: it loses at its
/// deadline. No referee rules on a length.
///
/// The referee (the market's referee set) then posts the one ruling it is
/// asked for (`rule`): the recomputed entry commitment. The party whose
/// chain hash at the entry it extends the agreed chain hash to wins; if
/// neither's, the game is void. Every move carries the game's turn
/// number (a replayed move is stale) and has a deadline; after it anyone
/// may call `timeout`: the party to move loses, and a referee that did not
/// rule voids the game.
///
/// Phase 3, in a game its market enabled it for (`enableScalar`, before
/// the first move), settles a pinned op entry without the referee, as
/// dispute/game does with Config.Scalar: once phase 2 pinned an op entry,
/// each party opens it (`openEntry`, the solver first: the entry's preimage,
/// input shapes and element roots, and the op's scalar evaluation as the
/// party states it, output elements E and scalar steps K per element,
/// both 0 for an op that does not reduce; or no opening). When both
/// opened it alike, stated the same E >= 1 and K, and their output roots
/// differ, the challenger's opening starts the element descent, whose
/// first move is the solver's `post` of its children of its output root.
/// The parties descend their output element trees to one element
/// (`descend`, or `pickElement`), bisect over its scalar evaluation
/// (`bisect`, or `pickScalar`), and the pick that pins one scalar step
/// (`pickElement` or `pickScalar`) carries the entry's opening and
/// proves what the step reads; the contract executes that step
/// (ScalarJudge, Float32) and the party whose value it gives wins.
/// Otherwise the referee rules on the entry as without phase 3. E and K
/// are not computed on chain before that last pick (that would cost more
/// than a move may): as with the input roots, the parties' agreement
/// makes them agreed, and the honest party states the true ones, so a
/// party that states others sends the entry to the referee, who rules on
/// it. The executing pick recomputes the op's program, and a step outside
/// it cannot be executed.
contract DisputeGame is IDisputeGame {
    enum Phase {
        None,
        Steps, // phase 1: bisection over steps
        Open, // phase 2 opening: trace lengths and roots
        Entries, // phase 2: bisection over the pinned step's trace entries
        Reveal, // the pinned entry: the parties open an op entry (phase 3), or the shorter trace's party proves its end
        Referee, // waiting for the referee's ruling
        Done,
        Elements, // phase 3: descent over the output element trees
        Scalar // phase 3: bisection over the pinned element's scalar steps
    }

    /// @notice Phase 3's state of a game (`phase3`). The slots are written
    /// when the market enables phase 3, so that moves overwrite them.
    struct P3 {
        bytes32 reads; // what the solver's opening reads (ScalarJudge.checkOpening)
        bytes32 c0; // the poster's children of the disputed node (c1: none at level 0)
        bytes32 c1;
        uint64 elements; // E, as both parties stated it (the solver's until the challenger opens)
        uint64 steps; // K, the scalar steps of every element, as stated
        uint64 node; // the disputed node: index on its level; from PhaseScalar on the pinned element
        uint8 level; // its level (0: elements)
        uint8 opSet;
        bool on; // phase 3 enabled
        bool opened; // the solver opened the entry
        uint8 why; // why the referee rules instead (WHY_*), 0 when it does not
    }

    // Why phase 3 hands the entry to the referee (dispute/game's reasons).
    uint8 internal constant WHY_STATE = 1; // the state entry
    uint8 internal constant WHY_NOT_OPENED = 2; // not opened by both parties
    uint8 internal constant WHY_READS = 3; // the openings differ in what the entry reads
    uint8 internal constant WHY_ROOTS = 4; // equal output roots
    uint8 internal constant WHY_NOT_SCALAR = 5; // the op does not reduce (or its output is empty), as both state
    uint8 internal constant WHY_PROGRAM = 6; // the parties state different element or step counts

    // Parties, numbered as dispute/game's Party.
    uint8 internal constant NONE = 0;
    uint8 internal constant SOLVER = 1;
    uint8 internal constant CHALLENGER = 2;

    // Move kinds, numbered as dispute/game's Kind.
    uint8 internal constant KIND_POST = 1;
    uint8 internal constant KIND_PICK = 2;
    uint8 internal constant KIND_OPEN = 3;
    uint8 internal constant KIND_REVEAL = 4;
    uint8 internal constant KIND_PROVE = 5;

    /// The largest trace length plus one (dispute/game's MaxEntries).
    uint64 internal constant MAX_ENTRIES = 1 << 48;
    /// The most output elements and scalar steps an opening may state
    /// (dispute/game's MaxScalarElements and MaxScalarSteps).
    uint64 internal constant MAX_ELEMENTS = 1 << 30;
    uint64 internal constant MAX_STEPS = 1 << 31;

    // Game.flags bits.
    uint16 internal constant HI_KNOWN_SOLVER = 1; // hiSolver is the solver's hash at hi (phase 2 opening: its post-state hash)
    uint16 internal constant HI_KNOWN_CHALLENGER = 2;
    uint16 internal constant POSTED = 4; // posted holds the last poster's hash at the split point
    uint16 internal constant POSTER_CHALLENGER = 8; // the last poster is the challenger (else the solver)
    uint16 internal constant OPENED_SOLVER = 16;
    uint16 internal constant OPENED_CHALLENGER = 32;
    uint16 internal constant LENGTH = 64; // the parties opened with different trace lengths
    uint16 internal constant ENTRY_PINNED = 128; // phase 2 pinned entry hi - 1
    uint16 internal constant STATE_ENTRY = 256; // the pinned entry is the state entry (entry G)
    uint16 internal constant PROVEN = 512; // the solver proved its states of the pinned step (proveStates)

    /// @notice A game's state. Slots are packed so that a move writes few
    /// of them; the slots a move may need are all written at open.
    struct Game {
        address solver;
        uint64 deadline; // of the party to move (of the referee in Phase.Referee)
        Phase phase;
        uint8 toMove; // NONE, SOLVER or CHALLENGER
        uint16 flags;
        address challenger;
        uint32 turn; // accepted moves so far; a move must carry it
        uint32 moveTimeout;
        uint8 outcome; // OUTCOME_*, once Done
        address referee;
        uint48 solverCount; // trace lengths the parties opened with
        uint48 challengerCount;
        uint64 steps; // T
        uint64 lo; // the range (lo, hi] of the current bisection
        uint64 hi;
        uint64 step; // the pinned step (from Phase.Open on)
        uint256 taskId;
        bytes32 agreed; // the hash both accept at lo
        bytes32 hiSolver; // the solver's hash at hi (while HI_KNOWN_SOLVER)
        bytes32 hiChallenger;
        bytes32 posted; // the last poster's hash at the split point (while POSTED); the solver's root while opening
        bytes32 pre; // the pinned step's agreed pre-state hash
        bytes32 solverRoot; // phase 3: the output root of the solver's opening of the pinned entry
        bytes32 stateRoot; // the solver's committed root over its T state hashes
    }

    error NotMarket();
    error UnknownGame(uint256 id);
    error GameFinished(uint256 id);
    error WaitingForReferee(uint256 id);
    error NotYourTurn(uint256 id, address caller);
    error StaleMove(uint256 id, uint32 want, uint32 got);
    error WrongMove(uint256 id, uint8 expected);
    error DeadlinePassed(uint256 id, uint64 deadline);
    error DeadlineNotReached(uint256 id, uint64 deadline);
    error WrongPhase(uint256 id, Phase phase);
    error NotReferee(uint256 id, address caller);
    error BadHashCount(uint256 id, uint256 want, uint256 got);
    error BadIndex(uint256 id, uint8 index);
    error SameHash(uint256 id, uint64 position);
    error BadCount(uint256 id, uint64 count);
    error PostNotStated(uint256 id);
    error NothingDisputed(uint256 id);
    error ChainMismatch(uint256 id);
    error NotScalarGame(uint256 id);
    error BadOpening(uint256 id);
    error BadChildren(uint256 id);
    error BadProofs(uint256 id);
    /// The solver's hash at phase-1 position `position` (the pinned step's
    /// pre- or post-state) is not proven against its committed stateRoot.
    error StateNotCommitted(uint256 id, uint64 position);

    event GameOpened(uint256 indexed id, uint256 indexed taskId, address solver, address challenger, address referee, uint64 steps);
    /// A post: `by`'s hash at `position`, the split point of (lo, hi].
    event Posted(uint256 indexed id, uint32 turn, uint8 by, uint64 position, bytes32 hash);
    /// A pick: the range is now (lo, hi]; hash is the picker's at its split
    /// point (zero when the range is one item long).
    event Picked(uint256 indexed id, uint32 turn, uint8 by, uint8 index, uint64 lo, uint64 hi, bytes32 hash);
    event StepPinned(uint256 indexed id, uint64 step, bytes32 pre);
    /// The solver proved its pre- and post-state hashes of the pinned step
    /// against its committed stateRoot.
    event StatesProven(uint256 indexed id, uint32 turn, uint64 step);
    event TraceOpened(uint256 indexed id, uint32 turn, uint8 by, uint64 count, bytes32 chain, bytes32 post);
    /// Phase 2's bisection started over (0, entries + 1] from agreed.
    event EntriesStarted(uint256 indexed id, uint64 entries, bytes32 agreed);
    event EntryPinned(uint256 indexed id, uint64 step, uint64 entry, bool stateEntry);
    /// The referee must rule on entry `entry` of step `step`, or (length)
    /// on the step's trace length.
    event RefereeDue(uint256 indexed id, uint64 step, uint64 entry, bool stateEntry);
    event Ruled(uint256 indexed id, bytes32 ruling);
    /// A state proof settled the pinned state entry: `post` is the
    /// post-state hash that follows from it.
    event StateSettled(uint256 indexed id, bytes32 post);
    /// The shorter trace's party (`by`) proved its end: the post-state
    /// hash that follows from the agreed pre-state and entries.
    event TraceEndProven(uint256 indexed id, uint32 turn, uint8 by, bytes32 post);
    event TimedOut(uint256 indexed id, uint8 party);
    event GameOver(uint256 indexed id, uint8 outcome, bool byTimeout);
    event ScalarEnabled(uint256 indexed id, uint8 opSet);
    /// Phase 3 started over the pinned entry's `elements` output elements
    /// (the solver's `post` opens the descent).
    event ElementsStarted(uint256 indexed id, uint64 elements, uint64 steps);
    /// The referee rules instead of phase 3, for reason `why` (WHY_*).
    event ScalarRefused(uint256 indexed id, uint8 why);
    /// A pick in the element descent: the disputed node is now `node` of
    /// `level`.
    event Descended(uint256 indexed id, uint32 turn, uint8 by, uint8 index, uint8 level, uint64 node);
    event ElementPinned(uint256 indexed id, uint64 element, uint64 steps);
    /// The pinned scalar step `step` gave `result` (a leaf value).
    event ScalarExecuted(uint256 indexed id, uint64 step, bytes32 result);

    address public immutable market;
    /// @notice The stateless phase-3 checks and arithmetic, deployed on
    /// its own (this contract's init code could not hold it as well).
    ScalarJudge public immutable judge;
    uint256 public gameCount;
    mapping(uint256 => Game) internal _games;
    mapping(uint256 => P3) internal _p3;

    /// @notice The state-proof check (`settleState`), deployed on its own.
    StateJudge public immutable states;

    constructor(address market_, StateJudge states_, ScalarJudge judge_) {
        market = market_;
        judge = judge_;
        states = states_;
    }

    /// @notice Turns phase 3 on for game id under op-set version opSet
    /// (dispute/game's Config.Scalar and OpSet); only the market, before
    /// the game's first move.
    function enableScalar(uint256 id, uint8 opSet) external {
        if (msg.sender != market) revert NotMarket();
        Game storage g = _game(id);
        if (g.turn != 0 || g.phase == Phase.Done) revert WrongPhase(id, g.phase);
        if (opSet < 1 || opSet > 2) revert BadCount(id, opSet);
        P3 storage q = _p3[id];
        q.on = true;
        q.opSet = opSet;
        // Non-zero now, so that the moves overwrite slots.
        q.reads = bytes32(uint256(1));
        q.c0 = bytes32(uint256(1));
        q.c1 = bytes32(uint256(1));
        q.elements = 1;
        // The solver's output root too: an opening carries much more than
        // the other moves.
        g.solverRoot = bytes32(uint256(1));
        emit ScalarEnabled(id, opSet);
    }

    function phase3(uint256 id) external view returns (P3 memory) {
        _game(id);
        return _p3[id];
    }

    /// @inheritdoc IDisputeGame
    function open(OpenParams calldata p) external returns (uint256 id) {
        if (msg.sender != market) revert NotMarket();
        id = ++gameCount;
        Game storage g = _games[id];
        g.taskId = p.taskId;
        g.solver = p.solver;
        g.challenger = p.challenger;
        g.referee = p.referee;
        g.moveTimeout = p.moveTimeout;
        g.steps = p.steps;
        g.hi = p.steps;
        g.agreed = p.initialStateHash;
        g.hiSolver = p.solverFinal;
        g.hiChallenger = p.challengerFinal;
        g.stateRoot = p.stateRoot;
        g.flags = HI_KNOWN_SOLVER | HI_KNOWN_CHALLENGER;
        // Written now, so that the move that pins the step and the
        // solver's opening overwrite a slot rather than fill a new one.
        g.pre = p.initialStateHash;
        g.posted = bytes32(uint256(1));
        g.toMove = SOLVER;
        g.deadline = uint64(block.timestamp) + p.moveTimeout;
        emit GameOpened(id, p.taskId, p.solver, p.challenger, p.referee, p.steps);
        g.phase = Phase.Steps;
        if (p.steps == 1) {
            _pin(id, g);
            return id;
        }
        // The challenger's split hash, stated with its challenge, is
        // phase 1's first post: the solver picks first. (Non-zero, so
        // that the picks overwrite the slot.)
        if (p.challengerSplit == 0) revert BadHashCount(id, 1, 0);
        g.posted = p.challengerSplit;
        g.flags = HI_KNOWN_SOLVER | HI_KNOWN_CHALLENGER | POSTED | POSTER_CHALLENGER;
        emit Posted(id, 0, CHALLENGER, p.steps / 2, p.challengerSplit);
    }

    /// @notice Opens a bisection: the caller's hash at the split point of
    /// the range (one hash). On chain every bisection of phases 1 and 2
    /// opens with another move's post (the challenge's split hash, the
    /// challenger's `openTrace`); in phase 3 the solver's `post` of its
    /// children of its output root opens the element descent.
    function post(uint256 id, uint32 turn, bytes32[] calldata hashes) external {
        (Game storage g, uint8 by) = _move(id, turn, KIND_POST);
        if (g.phase == Phase.Elements) {
            // The descent's first move: the solver's children of its
            // output root, the disputed node at the top level, over all
            // E elements.
            P3 storage q = _p3[id];
            uint64 elements = q.elements;
            uint8 top = 0;
            while ((uint256(1) << top) < elements) top++;
            q.level = top;
            g.lo = 0;
            g.hi = elements;
            _postChildren(id, q, g.solverRoot, hashes);
            g.flags = (g.flags | POSTED) & ~POSTER_CHALLENGER;
            _next(g, CHALLENGER);
            return;
        }
        uint64 lo = g.lo;
        uint64 hi = g.hi;
        uint256 want = hi - lo > 1 ? 1 : 0;
        if (hashes.length != want) revert BadHashCount(id, want, hashes.length);
        g.posted = hashes[0];
        uint16 f = (g.flags | POSTED) & ~POSTER_CHALLENGER;
        if (by == CHALLENGER) f |= POSTER_CHALLENGER;
        g.flags = f;
        emit Posted(id, turn, by, lo + (hi - lo) / 2, hashes[0]);
        _next(g, _other(by));
    }

    /// @notice Chooses half `index` of the range (0: (lo, mid], 1: (mid,
    /// hi]): the caller accepts the hash at its start and disputes the one
    /// at its end. For the lower half it first states its own hash at mid
    /// (which must differ from the posted one); then, when the half is
    /// longer than one item, its hash at that half's split point.
    function pick(uint256 id, uint32 turn, uint8 index, bytes32[] calldata hashes) external {
        (Game storage g, uint8 by) = _move(id, turn, KIND_PICK);
        if (g.phase != Phase.Steps && g.phase != Phase.Entries) revert WrongPhase(id, g.phase);
        if (index > 1) revert BadIndex(id, index);
        uint64 lo = g.lo;
        uint64 hi = g.hi;
        if (index == 0) hi = lo + (hi - lo) / 2;
        else lo = lo + (hi - lo) / 2;
        // Picking the lower half disputes the posted hash at its end: the
        // picker states its own hash there first (hashes[0]), so that
        // every later opening or hash at that point is checked against it.
        uint256 own = index == 0 ? 1 : 0;
        uint256 interior = hi - lo > 1 ? 1 : 0;
        uint256 want = own + interior;
        if (hashes.length != want) revert BadHashCount(id, want, hashes.length);
        uint16 f = _narrow(id, g, by, index, hi, own == 1 ? hashes[0] : bytes32(0));
        g.lo = lo;
        g.hi = hi;
        if (interior == 0) {
            emit Picked(id, turn, by, index, lo, hi, 0);
            g.flags = f & ~(POSTED | POSTER_CHALLENGER);
            uint8 first = _pin(id, g);
            if (first != NONE) _next(g, first);
            return;
        }
        bytes32 mid = hashes[own];
        g.posted = mid;
        f = (f | POSTED) & ~POSTER_CHALLENGER;
        if (by == CHALLENGER) f |= POSTER_CHALLENGER;
        g.flags = f;
        emit Picked(id, turn, by, index, lo, hi, mid);
        _next(g, _other(by));
    }

    /// @notice Opens phase 2 for the caller: the pinned step's trace length
    /// (1 to 2^48 - 1), the chain hash over its entries and the caller's
    /// post-state hash of the step (the one it stated in phase 1, and not
    /// the other party's). The solver opens first, once it proved its
    /// states of the step (`proveStates`), with no `hashes`; the
    /// challenger's opening also posts the first split of phase 2's
    /// bisection: `hashes` is its one chain hash at the split point of
    /// (0, S + 1], S the shorter of the two lengths, and the solver picks.
    function openTrace(uint256 id, uint32 turn, uint64 count, bytes32 chain, bytes32 postState, bytes32[] calldata hashes)
        external
    {
        (Game storage g, uint8 by) = _move(id, turn, KIND_OPEN);
        if (count < 1 || count >= MAX_ENTRIES) revert BadCount(id, count);
        if (hashes.length != (by == SOLVER ? 0 : 1)) revert BadHashCount(id, by == SOLVER ? 0 : 1, hashes.length);
        uint16 f = g.flags;
        // In this phase hiSolver and hiChallenger hold the post-state
        // hashes the parties stated (HI_KNOWN_*).
        bytes32 solverPost = g.hiSolver;
        bytes32 challengerPost = g.hiChallenger;
        if (by == SOLVER) {
            if (f & HI_KNOWN_SOLVER != 0 && postState != solverPost) revert PostNotStated(id);
            if (f & (HI_KNOWN_CHALLENGER | OPENED_CHALLENGER) != 0 && postState == challengerPost) revert NothingDisputed(id);
        } else {
            if (f & HI_KNOWN_CHALLENGER != 0 && postState != challengerPost) revert PostNotStated(id);
            if (f & (HI_KNOWN_SOLVER | OPENED_SOLVER) != 0 && postState == solverPost) revert NothingDisputed(id);
        }
        bytes32 root = sha256(abi.encodePacked(chain, postState));
        emit TraceOpened(id, turn, by, count, chain, postState);
        if (by == SOLVER) {
            g.hiSolver = postState;
            g.posted = root; // kept here until the challenger opens
            g.solverCount = uint48(count);
            g.flags = f | HI_KNOWN_SOLVER | OPENED_SOLVER;
            _next(g, CHALLENGER);
            return;
        }
        g.challengerCount = uint48(count);
        f |= OPENED_CHALLENGER | HI_KNOWN_SOLVER | HI_KNOWN_CHALLENGER;
        bytes32 start = sha256(abi.encodePacked("synod/dispute/trace/v2", g.agreed));
        g.agreed = start;
        g.hiSolver = g.posted;
        g.hiChallenger = root;
        uint64 entries = count;
        if (count < g.solverCount) {
            // Different lengths: the bisection runs over the shorter
            // trace, with only its party's root known at its end.
            f = (f | LENGTH) & ~HI_KNOWN_SOLVER;
            g.hiSolver = 0;
        } else if (count > g.solverCount) {
            entries = g.solverCount;
            f = (f | LENGTH) & ~HI_KNOWN_CHALLENGER;
            g.hiChallenger = 0;
        }
        g.phase = Phase.Entries;
        g.lo = 0;
        g.hi = entries + 1;
        emit EntriesStarted(id, entries, start);
        g.posted = hashes[0];
        g.flags = f | POSTED | POSTER_CHALLENGER;
        emit Posted(id, turn, by, (entries + 1) / 2, hashes[0]);
        _next(g, SOLVER);
    }

    /// @notice The solver's first move once phase 1 pinned a step: it
    /// proves the step's agreed pre-state hash and its own post-state hash
    /// (the one it stated in phase 1) against the stateRoot it committed in
    /// the task market, with the sibling hashes (MerkleTree) of leaves
    /// step - 2 (preProof; empty for step 1, whose pre-state is the task's
    /// initial state hash) and step - 1 (postProof) of the tree over its T
    /// state hashes. Its opening (`openTrace`) follows. A solver that
    /// cannot prove them cannot move, and loses at its deadline.
    function proveStates(uint256 id, uint32 turn, bytes32[] calldata preProof, bytes32[] calldata postProof) external {
        (Game storage g,) = _move(id, turn, KIND_PROVE);
        if (g.phase != Phase.Open) revert BadProofs(id); // the end of a shorter trace is due (proveEnd)
        uint64 step = g.step;
        uint64 n = g.steps;
        bytes32 root = g.stateRoot;
        if (step == 1) {
            if (preProof.length != 0) revert BadProofs(id);
        } else if (!MerkleTree.verify(root, g.pre, step - 2, n, preProof)) {
            revert StateNotCommitted(id, step - 1);
        }
        // hiSolver: the solver's post-state hash, stated in phase 1.
        if (!MerkleTree.verify(root, g.hiSolver, step - 1, n, postProof)) revert StateNotCommitted(id, step);
        g.flags |= PROVEN;
        emit StatesProven(id, turn, step);
        _next(g, SOLVER);
    }

    /// @notice The caller's opening of the pinned op entry in a phase-3
    /// game (the solver first): the opening's entry hash must extend the
    /// agreed chain hash to the caller's chain hash at the entry (which
    /// commits to it: no move states it alone); elements and steps are
    /// the op's scalar evaluation as the caller states it (E in 1..2^30
    /// and K in 1..2^31, or both 0: the op does not reduce). An opening
    /// with no roots is none: the caller declines, and the referee rules.
    /// The solver's is recorded (its output root in solverRoot); the
    /// challenger's starts the element descent when both opened alike,
    /// stated the same E >= 1 and K, and their output roots differ, else
    /// hands the entry to the referee. No program is run here, and no
    /// children are posted: the solver's `post` opens the descent.
    function openEntry(uint256 id, uint32 turn, ScalarJudge.Opening calldata o, uint64 elements, uint64 steps)
        external
    {
        (Game storage g, uint8 by) = _move(id, turn, KIND_REVEAL);
        P3 storage q = _p3[id];
        if (!q.on) revert NotScalarGame(id);
        if ((elements == 0) != (steps == 0) || elements > MAX_ELEMENTS || steps > MAX_STEPS) revert BadCount(id, elements);
        if (o.roots.length == 0) {
            // No opening: an empty one.
            if (
                elements != 0 || o.inputs.length != 0 || o.shapes.length != 0 || bytes(o.op).length != 0
                    || bytes(o.attrs).length != 0 || o.output != 0
            ) revert BadOpening(id);
            _refuse(id, g, q, WHY_NOT_OPENED);
            return;
        }
        (bool ok, bytes32 eh, bytes32 reads, bytes32 outRoot) = OpeningCheck.check(o);
        if (!ok || sha256(abi.encodePacked(g.agreed, eh)) != (by == SOLVER ? g.hiSolver : g.hiChallenger)) {
            revert BadOpening(id);
        }
        if (by == SOLVER) {
            // hiSolver keeps the solver's chain hash, which the referee's
            // ruling is checked against if the referee rules instead.
            g.solverRoot = outRoot;
            q.reads = reads;
            q.opened = true;
            q.elements = elements;
            q.steps = steps;
            _next(g, CHALLENGER);
            return;
        }
        uint8 why;
        if (reads != q.reads) why = WHY_READS;
        else if (elements != q.elements || steps != q.steps) why = WHY_PROGRAM;
        else if (outRoot == g.solverRoot) why = WHY_ROOTS;
        else if (elements == 0) why = WHY_NOT_SCALAR;
        if (why != 0) {
            _refuse(id, g, q, why);
            return;
        }
        // Phase 3 over the E elements: the solver's `post` of its children
        // of its output root (solverRoot) opens the descent (and sets the
        // range, all E elements, and the disputed node, the roots', at the
        // top level: q.node is still 0); until then the range is the
        // pinned entry's. The challenger's pick that answers it takes the
        // node hashes of both from there on.
        g.hiChallenger = outRoot;
        g.phase = Phase.Elements;
        emit ElementsStarted(id, elements, steps);
        _next(g, SOLVER);
    }

    /// Hands the pinned entry of a phase-3 game to the referee.
    function _refuse(uint256 id, Game storage g, P3 storage q, uint8 why) internal {
        q.why = why;
        emit ScalarRefused(id, why);
        _toReferee(g);
        emit RefereeDue(id, g.step, g.hi - 1, g.flags & STATE_ENTRY != 0);
    }

    // ---- phase 3: the element descent and the scalar steps ----

    /// Party `by`'s children of the disputed node must hash to its node
    /// hash `h`: its element's leaf value at level 0, leaf values at level
    /// 1, tree hashes above (internal/commit's keccak tree).
    function _checkChildren(uint256 id, P3 storage q, bytes32 h, bytes32[] calldata ch) internal view {
        uint8 level = q.level;
        bytes32 got;
        if (level == 0) {
            if (ch.length != 1) revert BadHashCount(id, 1, ch.length);
            got = keccak256(abi.encodePacked(bytes1(0x00), ch[0]));
        } else {
            if (ch.length != 2) revert BadHashCount(id, 2, ch.length);
            if (level == 1) {
                got = keccak256(
                    abi.encodePacked(
                        bytes1(0x01),
                        keccak256(abi.encodePacked(bytes1(0x00), ch[0])),
                        keccak256(abi.encodePacked(bytes1(0x00), ch[1]))
                    )
                );
            } else {
                got = keccak256(abi.encodePacked(bytes1(0x01), ch[0], ch[1]));
            }
        }
        if (got != h) revert BadChildren(id);
    }

    /// Records the poster's children of the disputed node (checked against
    /// its node hash h).
    function _postChildren(uint256 id, P3 storage q, bytes32 h, bytes32[] calldata ch) internal {
        _checkChildren(id, q, h, ch);
        q.c0 = ch[0];
        if (ch.length == 2) q.c1 = ch[1];
    }

    /// The size of level l of a tree of n leaves.
    function _size(uint64 n, uint8 l) internal pure returns (uint64) {
        return uint64((uint256(n) + (uint256(1) << l) - 1) >> l);
    }

    /// @notice A pick in the element descent (dispute/game's treePick):
    /// child `index` of the disputed node, whose posted hash the caller
    /// disputes; hashes holds the caller's children of the node (two, or
    /// its element's leaf value at level 0), then, below the chosen child,
    /// its children of it, unless an element is reached. A pick that
    /// reaches an element goes on as pinning it says: with K >= 2 scalar
    /// steps, the caller's value at the split point of (0, K]; with one
    /// step, the step executed with `proofs` (`reads` is the entry's
    /// opening; ignored otherwise). A pick that executes no step may be
    /// sent as `descend` instead, which costs less.
    function pickElement(
        uint256 id,
        uint32 turn,
        uint8 index,
        bytes32[] calldata hashes,
        ScalarJudge.Opening calldata reads,
        ScalarStep.Element[] calldata proofs
    ) external {
        (Game storage g, P3 storage q, uint8 by, uint256 n, bool leaf) = _elementPick(id, turn, index, hashes);
        if (leaf) {
            if (_pinElement(id, g, q, by, hashes[n:], proofs.length)) _execute(id, g, q, reads, proofs);
            return;
        }
        if (proofs.length != 0) revert BadProofs(id);
        _descendPost(id, g, q, by, hashes[n:]);
    }

    /// @notice pickElement for a pick that executes no step: the same move
    /// without the opening and the element proofs (their empty encoding is
    /// about 400 bytes of calldata). A pick that would execute the pinned
    /// element's one step reverts (BadOpening): it takes pickElement.
    function descend(uint256 id, uint32 turn, uint8 index, bytes32[] calldata hashes) external {
        (Game storage g, P3 storage q, uint8 by, uint256 n, bool leaf) = _elementPick(id, turn, index, hashes);
        if (leaf) {
            if (_pinElement(id, g, q, by, hashes[n:], 0)) revert BadOpening(id);
            return;
        }
        _descendPost(id, g, q, by, hashes[n:]);
    }

    /// The common start of a pick in the element descent: the move's
    /// checks, the picker's child taken and the descent to it. n is the
    /// number of the picker's children of the node at the front of hashes;
    /// leaf: an element was reached.
    function _elementPick(uint256 id, uint32 turn, uint8 index, bytes32[] calldata hashes)
        internal
        returns (Game storage g, P3 storage q, uint8 by, uint256 n, bool leaf)
    {
        (g, by) = _move(id, turn, KIND_PICK);
        if (g.phase != Phase.Elements) revert WrongPhase(id, g.phase);
        q = _p3[id];
        n = q.level == 0 ? 1 : 2;
        if (index >= n) revert BadIndex(id, index);
        if (hashes.length < n) revert BadHashCount(id, n, hashes.length);
        _takeChild(id, g, q, by, index, hashes[:n]);
        leaf = _descend(g, q, index);
        emit Descended(id, turn, by, index, q.level, q.node);
    }

    /// The picker's children of the chosen child (below an element), which
    /// the other party picks from next.
    function _descendPost(uint256 id, Game storage g, P3 storage q, uint8 by, bytes32[] calldata rest) internal {
        _postChildren(id, q, by == SOLVER ? g.hiSolver : g.hiChallenger, rest);
        uint16 f = (g.flags | POSTED) & ~POSTER_CHALLENGER;
        if (by == CHALLENGER) f |= POSTER_CHALLENGER;
        g.flags = f;
        _next(g, _other(by));
    }

    /// The picker's children of the disputed node (own) must hash to its
    /// node hash and its child `index` must differ from the posted one;
    /// both parties' hashes are then those of that child.
    function _takeChild(uint256 id, Game storage g, P3 storage q, uint8 by, uint8 index, bytes32[] calldata own)
        internal
    {
        _checkChildren(id, q, by == SOLVER ? g.hiSolver : g.hiChallenger, own);
        bytes32 posted = index == 0 ? q.c0 : q.c1;
        if (own[index] == posted) revert NothingDisputed(id);
        if (by == SOLVER) {
            g.hiSolver = own[index];
            g.hiChallenger = posted;
        } else {
            g.hiChallenger = own[index];
            g.hiSolver = posted;
        }
    }

    /// Moves the disputed node to its child `index`, past nodes with one
    /// child, and returns whether an element was reached from level 1
    /// (the parties' hashes are then leaf values).
    function _descend(Game storage g, P3 storage q, uint8 index) internal returns (bool leaf) {
        uint8 level = q.level;
        leaf = level <= 1;
        uint64 node = q.node;
        if (level > 0) {
            level--;
            node = 2 * node + index;
        }
        uint64 elements = q.elements;
        while (level > 0 && 2 * node + 1 >= _size(elements, level - 1)) {
            level--;
            node *= 2;
        }
        q.level = level;
        q.node = node;
        g.lo = node << level;
        uint64 last = (node + 1) << level;
        g.hi = last < elements ? last : elements;
    }

    /// Whether a leaf value holds a float32 value (canonical NaN only).
    function _isValue(bytes32 v) internal pure returns (bool) {
        uint256 x = uint256(v);
        if (x > type(uint32).max) return false;
        uint32 b = uint32(x);
        return b & 0x7FFFFFFF <= 0x7F800000 || b == 0x7FC00000;
    }

    /// Ends a move that pinned output element q.node with both parties'
    /// values in hiSolver and hiChallenger (dispute/game's pinElement),
    /// but for executing the element's one step: it returns true when the
    /// caller must (with the move's proofs, of which there are nProofs).
    function _pinElement(
        uint256 id,
        Game storage g,
        P3 storage q,
        uint8 by,
        bytes32[] calldata rest,
        uint256 nProofs
    ) internal returns (bool execute) {
        uint64 e = q.node;
        uint64 k = q.steps;
        emit ElementPinned(id, e, k);
        bool okS = _isValue(g.hiSolver);
        bool okC = _isValue(g.hiChallenger);
        if (!okS || !okC || k == 0) {
            if (rest.length != 0) revert BadHashCount(id, 0, rest.length);
            if (nProofs != 0) revert BadProofs(id);
            uint8 outcome;
            if (!okS && !okC) outcome = OUTCOME_VOID;
            else if (!okS) outcome = OUTCOME_CHALLENGER_WON;
            else if (!okC) outcome = OUTCOME_SOLVER_WON;
            else outcome = _decide(g, bytes32(0)); // no step: the initial value, +0
            g.turn += 1;
            _finish(id, g, outcome, false);
            return false;
        }
        g.phase = Phase.Scalar;
        g.lo = 0;
        g.hi = k;
        g.agreed = bytes32(0); // v_0 = +0
        if (k == 1) {
            if (rest.length != 0) revert BadHashCount(id, 0, rest.length);
            g.flags &= ~(POSTED | POSTER_CHALLENGER);
            return true;
        }
        if (rest.length != 1) revert BadHashCount(id, 1, rest.length);
        if (nProofs != 0) revert BadProofs(id);
        g.posted = rest[0];
        uint16 f = (g.flags | POSTED) & ~POSTER_CHALLENGER;
        if (by == CHALLENGER) f |= POSTER_CHALLENGER;
        g.flags = f;
        _next(g, _other(by));
    }

    /// @notice A pick in the bisection over the pinned element's scalar
    /// steps, as `pick` (values as leaf values); the pick that pins a step
    /// carries the element proofs of what that step reads and the entry's
    /// opening (`reads`, checked against the solver's; ignored otherwise),
    /// and the contract executes the step.
    function pickScalar(
        uint256 id,
        uint32 turn,
        uint8 index,
        bytes32[] calldata hashes,
        ScalarJudge.Opening calldata reads,
        ScalarStep.Element[] calldata proofs
    ) external {
        (Game storage g, uint8 by) = _move(id, turn, KIND_PICK);
        if (g.phase != Phase.Scalar) revert WrongPhase(id, g.phase);
        if (_bisectPick(id, turn, g, by, index, hashes)) {
            _execute(id, g, _p3[id], reads, proofs);
            return;
        }
        if (proofs.length != 0) revert BadProofs(id);
        _next(g, _other(by));
    }

    /// @notice pickScalar for a pick that pins no step: the same move
    /// without the opening and the element proofs (about 2.5k gas less). A
    /// pick that pins a step reverts (BadOpening): it takes pickScalar.
    function bisect(uint256 id, uint32 turn, uint8 index, bytes32[] calldata hashes) external {
        (Game storage g, uint8 by) = _move(id, turn, KIND_PICK);
        if (g.phase != Phase.Scalar) revert WrongPhase(id, g.phase);
        if (_bisectPick(id, turn, g, by, index, hashes)) revert BadOpening(id);
        _next(g, _other(by));
    }

    /// A binary pick as `pick` makes it; returns whether it pinned one item
    /// (the caller goes on), else the caller's hash at the new split point
    /// is posted.
    function _bisectPick(uint256 id, uint32 turn, Game storage g, uint8 by, uint8 index, bytes32[] calldata hashes)
        internal
        returns (bool)
    {
        if (index > 1) revert BadIndex(id, index);
        uint64 lo = g.lo;
        uint64 hi = g.hi;
        if (index == 0) hi = lo + (hi - lo) / 2;
        else lo = lo + (hi - lo) / 2;
        uint256 own = index == 0 ? 1 : 0;
        uint256 interior = hi - lo > 1 ? 1 : 0;
        if (hashes.length != own + interior) revert BadHashCount(id, own + interior, hashes.length);
        uint16 f = _narrow(id, g, by, index, hi, own == 1 ? hashes[0] : bytes32(0));
        g.lo = lo;
        g.hi = hi;
        if (interior == 0) {
            emit Picked(id, turn, by, index, lo, hi, 0);
            g.flags = f & ~(POSTED | POSTER_CHALLENGER);
            return true;
        }
        bytes32 mid = hashes[own];
        g.posted = mid;
        f = (f | POSTED) & ~POSTER_CHALLENGER;
        if (by == CHALLENGER) f |= POSTER_CHALLENGER;
        g.flags = f;
        emit Picked(id, turn, by, index, lo, hi, mid);
        return false;
    }

    /// Executes scalar step hi - 1 of the pinned element on the agreed value
    /// and ends the game (dispute/game's execute).
    function _execute(
        uint256 id,
        Game storage g,
        P3 storage q,
        ScalarJudge.Opening calldata reads,
        ScalarStep.Element[] calldata proofs
    ) internal {
        (bool ok,, bytes32 rh,) = OpeningCheck.check(reads);
        if (!ok || rh != q.reads) revert BadOpening(id);
        (bytes32 res, bool accOK) = _run(id, g, q, reads, proofs);
        uint8 outcome = OUTCOME_VOID;
        if (accOK) {
            emit ScalarExecuted(id, g.hi - 1, res);
            outcome = _decide(g, res);
        }
        g.turn += 1;
        _finish(id, g, outcome, false);
    }

    function _run(
        uint256 id,
        Game storage g,
        P3 storage q,
        ScalarJudge.Opening calldata reads,
        ScalarStep.Element[] calldata proofs
    ) internal view returns (bytes32 res, bool accOK) {
        bool good;
        (good, res, accOK) = judge.execute(reads, q.opSet, q.node, g.hi - 1, g.agreed, proofs);
        if (!good) revert BadProofs(id);
    }

    /// The outcome for the party whose value at hi is v.
    function _decide(Game storage g, bytes32 v) internal view returns (uint8) {
        if (v == g.hiSolver) return OUTCOME_SOLVER_WON;
        if (v == g.hiChallenger) return OUTCOME_CHALLENGER_WON;
        return OUTCOME_VOID;
    }


    /// @notice The referee's ruling, the one value the game asks it for:
    /// the recomputed commitment of the pinned entry. The party whose
    /// chain hash at the entry it extends the agreed chain hash to wins;
    /// if neither's, the game is void.
    function rule(uint256 id, bytes32 ruling) external {
        Game storage g = _game(id);
        if (g.phase != Phase.Referee) revert WrongPhase(id, g.phase);
        if (msg.sender != g.referee) revert NotReferee(id, msg.sender);
        if (block.timestamp > g.deadline) revert DeadlinePassed(id, g.deadline);
        emit Ruled(id, ruling);
        _finish(id, g, _entryOwner(g, ruling), false);
    }

    /// The outcome for the party whose chain hash at the pinned entry
    /// entry commitment v extends the agreed chain hash to (both parties'
    /// are known there: phase 2 pins an op entry only through a pick that
    /// states both, and the state entry only with both roots).
    function _entryOwner(Game storage g, bytes32 v) internal view returns (uint8) {
        bytes32 link = sha256(abi.encodePacked(g.agreed, v));
        uint16 f = g.flags;
        if (f & HI_KNOWN_SOLVER != 0 && link == g.hiSolver) return OUTCOME_SOLVER_WON;
        if (f & HI_KNOWN_CHALLENGER != 0 && link == g.hiChallenger) return OUTCOME_CHALLENGER_WON;
        return OUTCOME_VOID;
    }

    /// @notice Settles a game waiting for the referee on a pinned state
    /// entry with a state proof instead of a ruling (StateJudge.postState):
    /// the agreed pre-state hash opened (its layout, step and tensor digest)
    /// and the step's adamw entries, the last of its trace, opened one per
    /// parameter after the chain hash before them. The party whose trace
    /// root the post-state hash that follows from them ends (extending the
    /// agreed chain hash) wins; if neither's, the game is void. Anyone may send it; a proof that does not check out reverts
    /// and changes nothing.
    function settleState(uint256 id, bytes32 layoutHash, uint64 step, bytes32 digest, bytes calldata updates) external {
        Game storage g = _game(id);
        if (g.phase != Phase.Referee || g.flags & STATE_ENTRY == 0) revert WrongPhase(id, g.phase);
        bytes32 proven = states.postState(g.pre, g.agreed, layoutHash, step, digest, updates);
        emit StateSettled(id, proven);
        _finish(id, g, _entryOwner(g, proven), false);
    }

    /// @notice The shorter trace's party proves its end, its one move once
    /// the bisection of a game whose parties opened with different trace
    /// lengths pinned it: the agreed pre-state hash opened and the step's
    /// adamw entries, as for `settleState`. The post-state hash they give
    /// must extend the agreed chain hash to the caller's trace root; the
    /// caller then wins. A proof that does not check out reverts; a party
    /// that has none loses at its deadline.
    function proveEnd(uint256 id, uint32 turn, bytes32 layoutHash, uint64 step, bytes32 digest, bytes calldata updates)
        external
    {
        (Game storage g, uint8 by) = _move(id, turn, KIND_PROVE);
        if (g.phase != Phase.Reveal) revert BadProofs(id); // the solver's states are due (proveStates)
        bytes32 proven = states.postState(g.pre, g.agreed, layoutHash, step, digest, updates);
        if (sha256(abi.encodePacked(g.agreed, proven)) != (by == SOLVER ? g.hiSolver : g.hiChallenger)) {
            revert ChainMismatch(id);
        }
        emit TraceEndProven(id, turn, by, proven);
        g.turn += 1;
        _finish(id, g, by == SOLVER ? OUTCOME_SOLVER_WON : OUTCOME_CHALLENGER_WON, false);
    }

    /// @notice Ends a game whose current deadline passed: the party to move
    /// loses; a referee's silence voids the game. Anyone may call it.
    function timeout(uint256 id) external {
        Game storage g = _game(id);
        if (g.phase == Phase.Done) revert GameFinished(id);
        if (block.timestamp <= g.deadline) revert DeadlineNotReached(id, g.deadline);
        uint8 late = g.toMove;
        emit TimedOut(id, late);
        uint8 outcome = OUTCOME_VOID;
        if (late == SOLVER) outcome = OUTCOME_CHALLENGER_WON;
        else if (late == CHALLENGER) outcome = OUTCOME_SOLVER_WON;
        _finish(id, g, outcome, true);
    }

    // ---- views ----

    function game(uint256 id) external view returns (Game memory) {
        return _game(id);
    }

    /// @inheritdoc IDisputeGame
    function parties(uint256 id) external view returns (uint256 taskId, address solver, address challenger) {
        Game storage g = _game(id);
        return (g.taskId, g.solver, g.challenger);
    }

    /// @notice The address whose move it is (the referee in the referee
    /// phase, zero once the game is over).
    function toMove(uint256 id) external view override returns (address) {
        Game storage g = _game(id);
        if (g.phase == Phase.Done) return address(0);
        if (g.phase == Phase.Referee) return g.referee;
        return g.toMove == SOLVER ? g.solver : g.challenger;
    }

    // ---- internals ----

    function _game(uint256 id) internal view returns (Game storage g) {
        g = _games[id];
        if (g.phase == Phase.None) revert UnknownGame(id);
    }

    /// The checks every move passes, in dispute/game's order: the game is
    /// on, a party is to move, its deadline has not passed, the caller is
    /// that party, the turn number is current, and the game expects this
    /// kind of move.
    function _move(uint256 id, uint32 turn, uint8 kind) internal view returns (Game storage g, uint8 by) {
        g = _game(id);
        Phase ph = g.phase;
        if (ph == Phase.Done) revert GameFinished(id);
        by = g.toMove;
        if (by == NONE) revert WaitingForReferee(id);
        if (block.timestamp > g.deadline) revert DeadlinePassed(id, g.deadline);
        if (msg.sender != (by == SOLVER ? g.solver : g.challenger)) revert NotYourTurn(id, msg.sender);
        if (turn != g.turn) revert StaleMove(id, g.turn, turn);
        uint8 want;
        if (ph == Phase.Steps || ph == Phase.Entries || ph == Phase.Elements || ph == Phase.Scalar) {
            want = g.flags & POSTED == 0 ? KIND_POST : KIND_PICK;
        }
        else if (ph == Phase.Open) want = g.flags & PROVEN == 0 ? KIND_PROVE : KIND_OPEN;
        else if (g.flags & (LENGTH | STATE_ENTRY) == LENGTH | STATE_ENTRY) want = KIND_PROVE; // proveEnd
        else want = KIND_REVEAL;
        if (kind != want) revert WrongMove(id, want);
    }

    /// Counts the accepted move and gives the turn to `next`.
    function _next(Game storage g, uint8 next) internal {
        g.turn += 1;
        g.toMove = next;
        g.deadline = uint64(block.timestamp) + g.moveTimeout;
    }

    function _toReferee(Game storage g) internal {
        g.turn += 1;
        g.phase = Phase.Referee;
        g.toMove = NONE;
        g.deadline = uint64(block.timestamp) + g.moveTimeout;
    }

    /// Applies a pick of half `index` by `by` to what the game knows of
    /// the parties' hashes (hi is the new range's end) and returns the new
    /// flags.
    function _narrow(uint256 id, Game storage g, uint8 by, uint8 index, uint64 hi, bytes32 own)
        internal
        returns (uint16 f)
    {
        f = g.flags;
        uint8 poster = f & POSTER_CHALLENGER != 0 ? CHALLENGER : SOLVER;
        if (index == 1) {
            // Both accept the posted hash at mid. The poster and the picker
            // must not hold the same hash at hi.
            if (_known(f, poster) && _known(f, by) && g.hiSolver == g.hiChallenger) revert SameHash(id, hi);
            g.agreed = g.posted;
            return f;
        }
        // The picker disputes the posted hash at mid, the new hi, with its
        // own hash there, which must differ: both are known from now on.
        if (own == g.posted) revert NothingDisputed(id);
        if (poster == SOLVER) {
            g.hiSolver = g.posted;
            g.hiChallenger = own;
        } else {
            g.hiChallenger = g.posted;
            g.hiSolver = own;
        }
        return f | _knownBit(poster) | _knownBit(by);
    }

    /// Ends a bisection whose range (lo, hi] is one item long; returns the
    /// party that moves first on the pinned item: the shorter trace's
    /// party at its end, the solver for a step or (in a phase-3 game) an
    /// op entry to open, or NONE when the entry went to the referee.
    function _pin(uint256 id, Game storage g) internal returns (uint8) {
        if (g.phase == Phase.Steps) {
            uint64 step = g.hi;
            bytes32 pre = g.agreed;
            g.step = step;
            g.pre = pre;
            g.phase = Phase.Open;
            emit StepPinned(id, step, pre);
        } else {
            uint64 entry = g.hi - 1;
            uint48 s = g.solverCount;
            uint48 c = g.challengerCount;
            bool state = entry == (c < s ? c : s);
            g.phase = Phase.Reveal;
            g.flags |= state ? ENTRY_PINNED | STATE_ENTRY : ENTRY_PINNED;
            emit EntryPinned(id, g.step, entry, state);
            if (state && c < s) return CHALLENGER; // proves the end of its trace
            if (state && s < c) return SOLVER;
            P3 storage q = _p3[id];
            if (q.on && !state) return SOLVER; // the parties open the op entry
            // Both chain hashes at the entry commit to the parties' entry
            // hashes: the referee rules (or a state proof settles), with
            // no move in between.
            if (q.on) {
                _refuse(id, g, q, WHY_STATE);
            } else {
                _toReferee(g);
                emit RefereeDue(id, g.step, entry, state);
            }
            return NONE;
        }
        return SOLVER;
    }

    function _finish(uint256 id, Game storage g, uint8 outcome, bool byTimeout) internal {
        g.phase = Phase.Done;
        g.toMove = NONE;
        g.outcome = outcome;
        emit GameOver(id, outcome, byTimeout);
        ITaskMarketResolver(market).resolveDispute(g.taskId, id, outcome);
    }

    function _other(uint8 p) internal pure returns (uint8) {
        return p == SOLVER ? CHALLENGER : SOLVER;
    }

    function _knownBit(uint8 p) internal pure returns (uint16) {
        return p == SOLVER ? HI_KNOWN_SOLVER : HI_KNOWN_CHALLENGER;
    }

    function _known(uint16 f, uint8 p) internal pure returns (bool) {
        return f & _knownBit(p) != 0;
    }
}
