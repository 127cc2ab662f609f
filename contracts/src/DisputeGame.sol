// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {IDisputeGame, ITaskMarketResolver, OUTCOME_SOLVER_WON, OUTCOME_CHALLENGER_WON, OUTCOME_VOID} from "./Interfaces.sol";

/// @title DisputeGame
/// @notice The two-phase bisection game between a task's solver and a
/// challenger. It holds no value: outcomes are reported to the task market,
/// which moves the stakes.
///
/// Every bisection keeps an interval [lo, hi] of positions where both parties
/// posted the same hash at lo and different hashes at hi. On each round the
/// solver posts its hash at mid = (lo + hi) / 2, then the challenger posts
/// its own; equal hashes move lo to mid, different ones move hi to mid.
///
/// Phase 1 (steps): position i holds the state hash after training step i;
/// position 0 is the task's initial state hash and position T the parties'
/// final state hashes. It ends at the first step s = hi whose input state both
/// agree on and whose output state they do not.
///
/// Phase 2 (ops of step s): position j holds the op-trace chain hash
/// c_j = keccak256(c_{j-1} || inputHash_j || outputHash_j), where c_0 is the
/// agreed state hash before step s and op G (the last op of the step) outputs
/// the step's state hash. Each party opens phase 2 by revealing its last op
/// (c_{G-1}, inputHash_G, outputHash_G), with outputHash_G equal to its
/// phase-1 state hash at step s. The bisection ends at the first op whose
/// chain hash differs; both parties reveal that op's input and output hashes,
/// which must extend the agreed chain hash to their own; they are logged
/// (OpRevealed), not stored, since the stored chain hashes pin them.
///
/// The referee then recomputes that one op and posts the input and output
/// hashes it got. The solver wins if its pair equals the referee's, the
/// challenger wins otherwise. Each turn has a deadline: a party that misses
/// it loses; a referee that misses it voids the dispute (stakes and fee
/// returned).
contract DisputeGame is IDisputeGame {
    enum Phase {
        None,
        Steps,
        OpsStart,
        Ops,
        Reveal,
        Referee,
        Done
    }

    enum Party {
        Solver,
        Challenger
    }

    struct Game {
        uint256 taskId;
        address solver;
        uint64 deadline;
        Phase phase;
        Party turn;
        address challenger;
        uint32 moves;
        uint32 moveTimeout;
        address referee;
        uint8 outcome;
        uint64 lo;
        uint64 hi;
        uint64 step; // the pinned training step (phase 2 onwards)
        uint64 opCount;
        bytes32 loHash; // the hash both agree on at lo
        bytes32 hiSolver; // the solver's hash at hi
        bytes32 hiChallenger; // the challenger's hash at hi
        bytes32 pending; // the solver's hash posted this round
    }

    error NotMarket();
    error UnknownGame(uint256 id);
    error WrongPhase(uint256 id, Phase phase);
    error NotYourTurn(uint256 id, address caller);
    error StaleMove(uint256 id, uint32 want, uint32 got);
    error DeadlinePassed(uint256 id, uint64 deadline);
    error DeadlineNotReached(uint256 id, uint64 deadline);
    error NotReferee(uint256 id, address caller);
    error BadOpCount(uint256 id);
    error OutputNotStateHash(uint256 id);
    error ChainMismatch(uint256 id);

    event GameOpened(uint256 indexed id, uint256 indexed taskId, address solver, address challenger, address referee, uint64 steps);
    event Moved(uint256 indexed id, uint32 indexed moveIndex, address indexed by, Phase phase, uint64 position, bytes32 hash);
    event StepPinned(uint256 indexed id, uint64 step);
    event OpPinned(uint256 indexed id, uint64 step, uint64 op);
    event OpRevealed(uint256 indexed id, address indexed by, bytes32 inputHash, bytes32 outputHash);
    event Ruled(uint256 indexed id, bytes32 inputHash, bytes32 outputHash);
    event GameOver(uint256 indexed id, uint8 outcome, bool byTimeout);

    address public immutable market;
    uint256 public gameCount;
    mapping(uint256 => Game) internal _games;

    constructor(address market_) {
        market = market_;
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
        g.deadline = uint64(block.timestamp) + p.moveTimeout;
        g.turn = Party.Solver;
        g.lo = 0;
        g.hi = p.steps;
        g.loHash = p.initialStateHash;
        g.hiSolver = p.solverFinal;
        g.hiChallenger = p.challengerFinal;
        emit GameOpened(id, p.taskId, p.solver, p.challenger, p.referee, p.steps);
        if (p.steps == 1) {
            _pinStep(id, g);
        } else {
            g.phase = Phase.Steps;
        }
    }

    /// @notice One bisection move: the caller's hash at position
    /// midpoint(id). moveIndex must equal the game's move count, so a
    /// replayed or stale move is rejected.
    function bisect(uint256 id, uint32 moveIndex, bytes32 hash) external {
        Game storage g = _game(id);
        if (g.phase != Phase.Steps && g.phase != Phase.Ops) revert WrongPhase(id, g.phase);
        _checkTurn(id, g, moveIndex);
        uint64 mid = (g.lo + g.hi) / 2;
        emit Moved(id, moveIndex, msg.sender, g.phase, mid, hash);
        if (g.turn == Party.Solver) {
            g.pending = hash;
            g.turn = Party.Challenger;
            return;
        }
        if (hash == g.pending) {
            g.lo = mid;
            g.loHash = hash;
        } else {
            g.hi = mid;
            g.hiSolver = g.pending;
            g.hiChallenger = hash;
        }
        g.turn = Party.Solver;
        if (g.hi - g.lo == 1) {
            if (g.phase == Phase.Steps) {
                _pinStep(id, g);
            } else {
                _pinOp(id, g);
            }
        }
    }

    /// @notice Opens phase 2: the caller reveals the last op of the pinned
    /// step. The solver also fixes the step's op count; the challenger's
    /// opCount must match it.
    function startOps(
        uint256 id,
        uint32 moveIndex,
        uint64 opCount,
        bytes32 prevChain,
        bytes32 inputHash,
        bytes32 outputHash
    ) external {
        Game storage g = _game(id);
        if (g.phase != Phase.OpsStart) revert WrongPhase(id, g.phase);
        _checkTurn(id, g, moveIndex);
        bytes32 chain = keccak256(abi.encodePacked(prevChain, inputHash, outputHash));
        emit Moved(id, moveIndex, msg.sender, g.phase, opCount, chain);
        if (g.turn == Party.Solver) {
            if (opCount == 0) revert BadOpCount(id);
            if (outputHash != g.hiSolver) revert OutputNotStateHash(id);
            g.opCount = opCount;
            g.pending = chain;
            g.turn = Party.Challenger;
            return;
        }
        if (opCount != g.opCount) revert BadOpCount(id);
        if (outputHash != g.hiChallenger) revert OutputNotStateHash(id);
        // loHash already holds the agreed state hash before the step: c_0.
        g.lo = 0;
        g.hi = opCount;
        g.hiSolver = g.pending;
        g.hiChallenger = chain;
        g.turn = Party.Solver;
        if (opCount == 1) {
            _pinOp(id, g);
        } else {
            g.phase = Phase.Ops;
        }
    }

    /// @notice Reveals the pinned op's input and output hashes; they must
    /// extend the agreed chain hash to the caller's own.
    function reveal(uint256 id, uint32 moveIndex, bytes32 inputHash, bytes32 outputHash) external {
        Game storage g = _game(id);
        if (g.phase != Phase.Reveal) revert WrongPhase(id, g.phase);
        _checkTurn(id, g, moveIndex);
        bytes32 chain = keccak256(abi.encodePacked(g.loHash, inputHash, outputHash));
        emit OpRevealed(id, msg.sender, inputHash, outputHash);
        if (g.turn == Party.Solver) {
            if (chain != g.hiSolver) revert ChainMismatch(id);
            g.turn = Party.Challenger;
            return;
        }
        if (chain != g.hiChallenger) revert ChainMismatch(id);
        g.phase = Phase.Referee;
    }

    /// @notice The referee's ruling on the pinned op: the input and output
    /// hashes it computed by running that op.
    function rule(uint256 id, bytes32 inputHash, bytes32 outputHash) external {
        Game storage g = _game(id);
        if (g.phase != Phase.Referee) revert WrongPhase(id, g.phase);
        if (msg.sender != g.referee) revert NotReferee(id, msg.sender);
        if (block.timestamp > g.deadline) revert DeadlinePassed(id, g.deadline);
        emit Ruled(id, inputHash, outputHash);
        // The solver's revealed pair is the one that extends the agreed
        // chain hash to the solver's: no need to store it.
        bool solverRight = keccak256(abi.encodePacked(g.loHash, inputHash, outputHash)) == g.hiSolver;
        _finish(id, g, solverRight ? OUTCOME_SOLVER_WON : OUTCOME_CHALLENGER_WON, false);
    }

    /// @notice Ends a game whose current deadline passed: the party whose
    /// turn it was loses; a referee's silence voids the dispute. Anyone may
    /// call it.
    function timeout(uint256 id) external {
        Game storage g = _game(id);
        if (g.phase == Phase.Done) revert WrongPhase(id, g.phase);
        if (block.timestamp <= g.deadline) revert DeadlineNotReached(id, g.deadline);
        uint8 outcome;
        if (g.phase == Phase.Referee) {
            outcome = OUTCOME_VOID;
        } else if (g.turn == Party.Solver) {
            outcome = OUTCOME_CHALLENGER_WON;
        } else {
            outcome = OUTCOME_SOLVER_WON;
        }
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

    /// @notice The position the next bisection move is about.
    function midpoint(uint256 id) external view returns (uint64) {
        Game storage g = _game(id);
        return (g.lo + g.hi) / 2;
    }

    /// @notice The address whose move it is (the referee in the referee phase,
    /// zero once the game is over).
    function toMove(uint256 id) external view override returns (address) {
        Game storage g = _game(id);
        if (g.phase == Phase.Done) return address(0);
        if (g.phase == Phase.Referee) return g.referee;
        return g.turn == Party.Solver ? g.solver : g.challenger;
    }

    // ---- internals ----

    function _game(uint256 id) internal view returns (Game storage g) {
        g = _games[id];
        if (g.phase == Phase.None) revert UnknownGame(id);
    }

    function _checkTurn(uint256 id, Game storage g, uint32 moveIndex) internal {
        address want = g.turn == Party.Solver ? g.solver : g.challenger;
        if (msg.sender != want) revert NotYourTurn(id, msg.sender);
        if (moveIndex != g.moves) revert StaleMove(id, g.moves, moveIndex);
        if (block.timestamp > g.deadline) revert DeadlinePassed(id, g.deadline);
        g.moves = moveIndex + 1;
        g.deadline = uint64(block.timestamp) + g.moveTimeout;
    }

    function _pinStep(uint256 id, Game storage g) internal {
        g.step = g.hi;
        g.phase = Phase.OpsStart;
        emit StepPinned(id, g.hi);
    }

    function _pinOp(uint256 id, Game storage g) internal {
        g.phase = Phase.Reveal;
        emit OpPinned(id, g.step, g.hi);
    }

    function _finish(uint256 id, Game storage g, uint8 outcome, bool byTimeout) internal {
        g.phase = Phase.Done;
        g.outcome = outcome;
        emit GameOver(id, outcome, byTimeout);
        ITaskMarketResolver(market).resolveDispute(g.taskId, id, outcome);
    }
}
