// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {
    IDisputeGame,
    ITaskMarketResolver,
    ITaskMarketView,
    OUTCOME_SOLVER_WON,
    OUTCOME_CHALLENGER_WON,
    OUTCOME_VOID
} from "./Interfaces.sol";

interface IRefereeSetGame {
    function game() external view returns (address);
}

/// @title TaskMarket
/// @notice Training tasks with no trusted party. A submitter escrows
/// maxWork × pricePerWork; a solver claims the task with a stake and commits
/// a sealed result (and a sealed deliberately wrong final hash); staked
/// verifiers (never the submitter or the solver) commit sealed verdicts
/// during the verification window; the solver reveals, then the verifiers
/// reveal. A verifier whose final state hash differs opens a bisection game
/// (DisputeGame) refereed by the market's one RefereeSet. During the same
/// reveal window anyone else (a whistleblower, who re-executed the task
/// after the reveal) may stake and challenge the result too: its dispute is
/// played and settled as a challenging verifier's. With probability
/// 1/forcedErrorOdds, drawn from a block hash after the commitment mixed
/// with the solver's secret salt, the task has a forced error: the solver
/// must reveal its wrong hash too, and the verifiers that committed the
/// correct hash share a jackpot from the treasury. Settlement pays the
/// solver workUsed × pricePerWork less the treasury's and the verifiers'
/// shares and refunds the submitter the rest. When a challenger (verifier
/// or whistleblower) wins, the result is rejected: the winners share the
/// solver's stake and the verifiers that agreed with the result lose
/// theirs to the treasury (never to the winners: a solver could lose a
/// game on purpose to a challenger of its own).
///
/// All value is plain ETH held by this contract; payouts are credited to
/// balances and pulled with withdraw(). Conservation, at all times:
/// address(this).balance == totalDeposited - totalWithdrawn
///   == sum(balanceOf) + sum(lockedIn(task)) + treasury.
/// settle() checks that a task's lock is paid out to the wei.
contract TaskMarket is ReentrancyGuard, ITaskMarketResolver, ITaskMarketView {
    enum Status {
        None,
        Open, // fee in escrow, waiting for a solver
        Claimed, // the solver must commit before deadline
        Committed, // sealed result; verifiers commit until deadline, then the solver reveals within revealTimeout
        Revealed, // result public; verifiers reveal until deadline
        Disputed, // as Revealed, with at least one dispute opened
        Settled, // the solver's result stands
        Rejected, // no accepted result (solver lost a dispute, was silent, or a dispute was void)
        Cancelled
    }

    enum VStatus {
        None,
        Sealed, // committed, not revealed
        Agreed, // same final state hash and work as the solver
        WorkDissent, // same final state hash, other work
        Challenger, // other final state hash: opened a dispute
        Whistleblower // not a verifier: challenged the revealed result (whistleblow), opened a dispute
    }

    struct Config {
        uint16 treasuryBps; // share of the paid work credited to the treasury
        uint16 verifierBps; // share of the paid work shared by the agreeing verifiers
        uint32 forcedErrorOdds; // a task has a forced error with probability 1/forcedErrorOdds; 0: never
        uint8 maxVerifiers; // verifiers per task, 1..16
    }

    struct TaskParams {
        string specCid;
        string dataCid;
        uint256 parentTaskId; // 0: start from initialStateHash (random init)
        bytes32 initialStateHash; // with a parent: 0 or the parent's final state hash
        uint64 steps;
        uint64 maxWork; // upper bound on work units; fee = maxWork * pricePerWork
        uint256 pricePerWork;
        uint256 stake; // what the solver and each verifier lock
        uint32 solveTimeout; // seconds from claim to the sealed commitment
        uint32 verifyWindow; // seconds after the commitment for sealed verdicts
        uint32 revealTimeout; // seconds for the solver's reveal, then for the verifiers'
        uint32 moveTimeout; // seconds per dispute turn
        uint8 opSet; // the spec's op set, under which its disputes settle phase 3 (0: the referee set rules on every entry)
    }

    /// @notice The solver's result; its seal is
    /// keccak256(abi.encodePacked(finalStateHash, stateRoot, workUsed, salt, checkpointCid)).
    struct Result {
        bytes32 finalStateHash;
        bytes32 stateRoot; // Merkle root of the per-step state hashes
        uint64 workUsed;
        bytes32 salt;
        string checkpointCid;
    }

    struct Task {
        address submitter;
        Status status;
        bool forced; // the draw forced an error (known at the solver's reveal)
        bool seeded; // drawSeed was read
        bool solverLost; // a challenger won its dispute
        bool anyVoid; // a dispute ended void
        uint8 verifierCount;
        uint8 openDisputes;
        uint8 whistleblowerCount;
        uint8 opSet; // TaskParams.opSet
        address solver;
        uint64 deadline; // the current phase's deadline
        uint64 steps;
        uint64 maxWork;
        uint64 workUsed;
        uint64 drawBlock; // the block whose hash seeds the forced-error draw
        uint32 solveTimeout;
        uint32 verifyWindow;
        uint32 revealTimeout;
        uint32 moveTimeout;
        uint256 pricePerWork;
        uint256 fee;
        uint256 stake;
        uint256 held; // value of this task not yet credited anywhere
        uint256 parentTaskId;
        bytes32 initialStateHash;
        bytes32 resultSeal;
        bytes32 wrongSeal; // keccak256(abi.encodePacked(wrongFinalHash, salt))
        bytes32 drawSeed;
        bytes32 stateRoot;
        bytes32 finalStateHash;
        bytes32 wrongFinalHash;
        string specCid;
        string dataCid;
        string checkpointCid;
    }

    /// @notice A verifier of a task, or a whistleblower (status
    /// Whistleblower, no seal), listed after the verifiers.
    struct Verifier {
        address addr;
        VStatus status;
        uint8 outcome; // of its dispute (Challenger and Whistleblower only), 0 while open
        uint256 disputeId;
        bytes32 seal; // keccak256(abi.encodePacked(finalStateHash, workUsed, verifier, salt)); 0 for a whistleblower
    }

    error NotDeployer();
    error AlreadyBound();
    error NotBound();
    error BadConfig();
    error NotDisputeGame();
    error UnknownTask(uint256 taskId);
    error UnknownDispute(uint256 disputeId);
    error BadTaskParams();
    error ParentNotSettled(uint256 parentTaskId);
    error WrongStatus(uint256 taskId, Status status);
    error WrongValue(uint256 want, uint256 got);
    error NotSubmitter(uint256 taskId, address caller);
    error NotSolver(uint256 taskId, address caller);
    error SubmitterCannotSolve(uint256 taskId);
    error SubmitterCannotVerify(uint256 taskId);
    error SolverCannotVerify(uint256 taskId);
    error AlreadyVerifier(uint256 taskId, address caller);
    error AlreadyWhistleblower(uint256 taskId, address caller);
    error TooManyVerifiers(uint256 taskId);
    error TooManyWhistleblowers(uint256 taskId);
    error NothingToDispute(uint256 taskId);
    error NotVerifier(uint256 taskId, address caller);
    error BadReveal(uint256 taskId);
    error BadWrongReveal(uint256 taskId);
    error WorkOverMax(uint256 taskId, uint64 workUsed, uint64 maxWork);
    error DeadlinePassed(uint256 taskId, uint64 deadline);
    error DeadlineNotReached(uint256 taskId, uint64 deadline);
    error DisputesOpen(uint256 taskId, uint8 open);
    error DrawNotSeedable(uint256 taskId, uint64 drawBlock);
    error NotConserved(uint256 taskId, uint256 left);
    error NothingToWithdraw(address account);
    error TransferFailed(address to, uint256 amount);

    event TaskSubmitted(
        uint256 indexed taskId,
        address indexed submitter,
        uint256 indexed parentTaskId,
        uint64 maxWork,
        uint256 pricePerWork,
        uint256 stake,
        uint64 steps,
        string specCid,
        string dataCid
    );
    event TaskClaimed(uint256 indexed taskId, address indexed solver);
    event ResultCommitted(uint256 indexed taskId, bytes32 resultSeal, bytes32 wrongSeal, uint64 drawBlock);
    event VerdictCommitted(uint256 indexed taskId, address indexed verifier, uint8 index);
    event ResultRevealed(
        uint256 indexed taskId,
        bytes32 finalStateHash,
        bytes32 stateRoot,
        uint64 workUsed,
        bool forced,
        bytes32 wrongFinalHash,
        string checkpointCid
    );
    event VerdictRevealed(
        uint256 indexed taskId, address indexed verifier, bytes32 finalStateHash, uint64 workUsed, VStatus status
    );
    event TaskChallenged(uint256 indexed taskId, address indexed challenger, uint256 indexed disputeId);
    event Whistleblown(
        uint256 indexed taskId, address indexed whistleblower, uint256 indexed disputeId, bytes32 finalStateHash
    );
    event DisputeResolved(uint256 indexed taskId, uint256 indexed disputeId, uint8 outcome);
    event TaskSettled(
        uint256 indexed taskId, Status status, uint256 solverPaid, uint256 refund, uint256 toTreasury, uint256 jackpot
    );
    event TaskCancelled(uint256 indexed taskId);
    event TreasuryFunded(address indexed from, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    address public immutable deployer;
    uint16 public immutable treasuryBps;
    uint16 public immutable verifierBps;
    uint32 public immutable forcedErrorOdds;
    uint8 public immutable maxVerifiers;
    IDisputeGame public disputeGame;
    address public refereeSet;
    uint256 public taskCount;
    uint256 public totalDeposited;
    uint256 public totalWithdrawn;
    uint256 public treasury; // funds forced-error jackpots
    mapping(uint256 => Task) internal _tasks;
    mapping(uint256 => Verifier[]) internal _verifiers;
    mapping(uint256 => uint256) internal _disputeSlot; // disputeId => verifier (or whistleblower) index + 1
    mapping(address => uint256) public balanceOf;

    constructor(Config memory c) {
        if (
            uint256(c.treasuryBps) + c.verifierBps > 10_000 || c.maxVerifiers == 0 || c.maxVerifiers > 16
        ) revert BadConfig();
        deployer = msg.sender;
        treasuryBps = c.treasuryBps;
        verifierBps = c.verifierBps;
        forcedErrorOdds = c.forcedErrorOdds;
        maxVerifiers = c.maxVerifiers;
    }

    /// @notice Binds the dispute game and the referee set (which must rule
    /// on that game) once, right after deployment. Every dispute of every
    /// task is refereed by this set.
    function bind(address game, address set) external {
        if (msg.sender != deployer) revert NotDeployer();
        if (address(disputeGame) != address(0)) revert AlreadyBound();
        if (game == address(0) || set == address(0) || IRefereeSetGame(set).game() != game) revert BadConfig();
        if (IDisputeGame(game).market() != address(this)) revert BadConfig();
        disputeGame = IDisputeGame(game);
        refereeSet = set;
    }

    /// @notice Posts a task; msg.value must be maxWork * pricePerWork.
    function submitTask(TaskParams calldata p) external payable returns (uint256 taskId) {
        if (
            p.steps == 0 || p.maxWork == 0 || p.pricePerWork == 0 || p.stake == 0 || p.solveTimeout == 0
                || p.verifyWindow == 0 || p.revealTimeout == 0 || p.moveTimeout == 0 || bytes(p.specCid).length == 0
                || p.opSet > 2
        ) revert BadTaskParams();
        uint256 fee = uint256(p.maxWork) * p.pricePerWork;
        if (msg.value != fee) revert WrongValue(fee, msg.value);
        bytes32 initial = p.initialStateHash;
        if (p.parentTaskId != 0) {
            Task storage parent = _tasks[p.parentTaskId];
            if (parent.status != Status.Settled) revert ParentNotSettled(p.parentTaskId);
            if (initial != 0 && initial != parent.finalStateHash) revert BadTaskParams();
            initial = parent.finalStateHash;
        }
        taskId = ++taskCount;
        Task storage t = _tasks[taskId];
        t.submitter = msg.sender;
        t.status = Status.Open;
        t.opSet = p.opSet;
        t.steps = p.steps;
        t.maxWork = p.maxWork;
        t.pricePerWork = p.pricePerWork;
        t.solveTimeout = p.solveTimeout;
        t.verifyWindow = p.verifyWindow;
        t.revealTimeout = p.revealTimeout;
        t.moveTimeout = p.moveTimeout;
        t.fee = fee;
        t.held = fee;
        t.stake = p.stake;
        t.parentTaskId = p.parentTaskId;
        t.initialStateHash = initial;
        t.specCid = p.specCid;
        t.dataCid = p.dataCid;
        totalDeposited += fee;
        emit TaskSubmitted(
            taskId, msg.sender, p.parentTaskId, p.maxWork, p.pricePerWork, p.stake, p.steps, p.specCid, p.dataCid
        );
    }

    /// @notice Claims an open task, locking the task's stake. The submitter
    /// cannot solve its own task.
    function claim(uint256 taskId) external payable {
        Task storage t = _task(taskId);
        if (t.status != Status.Open) revert WrongStatus(taskId, t.status);
        if (msg.sender == t.submitter) revert SubmitterCannotSolve(taskId);
        if (msg.value != t.stake) revert WrongValue(t.stake, msg.value);
        t.status = Status.Claimed;
        t.solver = msg.sender;
        t.deadline = uint64(block.timestamp) + t.solveTimeout;
        t.held += msg.value;
        totalDeposited += msg.value;
        emit TaskClaimed(taskId, msg.sender);
    }

    /// @notice The solver commits its sealed result and its sealed wrong
    /// final hash before the solve deadline; the verification window opens.
    function commitResult(uint256 taskId, bytes32 realSeal, bytes32 wrongSealed) external {
        Task storage t = _task(taskId);
        if (t.status != Status.Claimed) revert WrongStatus(taskId, t.status);
        if (msg.sender != t.solver) revert NotSolver(taskId, msg.sender);
        if (block.timestamp > t.deadline) revert DeadlinePassed(taskId, t.deadline);
        if (realSeal == 0 || wrongSealed == 0) revert BadTaskParams();
        t.status = Status.Committed;
        t.resultSeal = realSeal;
        t.wrongSeal = wrongSealed;
        t.drawBlock = uint64(block.number) + 1;
        t.deadline = uint64(block.timestamp) + t.verifyWindow;
        emit ResultCommitted(taskId, realSeal, wrongSealed, t.drawBlock);
    }

    /// @notice A verifier (anyone but the submitter and the solver, up to
    /// maxVerifiers per task) commits its sealed verdict during the
    /// verification window, locking the task's stake.
    function commitVerdict(uint256 taskId, bytes32 seal) external payable returns (uint8 index) {
        Task storage t = _task(taskId);
        if (t.status != Status.Committed) revert WrongStatus(taskId, t.status);
        if (block.timestamp > t.deadline) revert DeadlinePassed(taskId, t.deadline);
        if (msg.sender == t.submitter) revert SubmitterCannotVerify(taskId);
        if (msg.sender == t.solver) revert SolverCannotVerify(taskId);
        if (msg.value != t.stake) revert WrongValue(t.stake, msg.value);
        if (seal == 0) revert BadTaskParams();
        Verifier[] storage vs = _verifiers[taskId];
        if (vs.length >= maxVerifiers) revert TooManyVerifiers(taskId);
        for (uint256 i = 0; i < vs.length; i++) {
            if (vs[i].addr == msg.sender) revert AlreadyVerifier(taskId, msg.sender);
        }
        index = uint8(vs.length);
        vs.push(Verifier({addr: msg.sender, status: VStatus.Sealed, outcome: 0, disputeId: 0, seal: seal}));
        t.verifierCount = index + 1;
        t.held += msg.value;
        totalDeposited += msg.value;
        _seed(t);
        emit VerdictCommitted(taskId, msg.sender, index);
    }

    /// @notice Reads the forced-error draw's seed (the hash of the block
    /// after the commitment) while the EVM still serves it (256 blocks).
    /// Verifier commitments and the solver's reveal also read it; a draw
    /// whose seed was never read is "no forced error". Anyone may call it;
    /// it reverts unless it reads the seed now (so that its gas does not
    /// depend on the block it lands in).
    function seedDraw(uint256 taskId) external {
        Task storage t = _task(taskId);
        if (t.status != Status.Committed || !_seed(t)) revert DrawNotSeedable(taskId, t.drawBlock);
    }

    /// @notice The solver reveals its result after the verification window,
    /// within revealTimeout. If the draw forces an error it must also reveal
    /// its wrong final hash. The verifiers then have revealTimeout to reveal.
    function revealResult(uint256 taskId, Result calldata r, bytes32 wrongFinalHash) external {
        Task storage t = _task(taskId);
        if (t.status != Status.Committed) revert WrongStatus(taskId, t.status);
        if (msg.sender != t.solver) revert NotSolver(taskId, msg.sender);
        if (block.timestamp <= t.deadline) revert DeadlineNotReached(taskId, t.deadline);
        if (block.timestamp > t.deadline + t.revealTimeout) revert DeadlinePassed(taskId, t.deadline + t.revealTimeout);
        if (resultSeal(r) != t.resultSeal) revert BadReveal(taskId);
        if (r.workUsed > t.maxWork) revert WorkOverMax(taskId, r.workUsed, t.maxWork);
        _seed(t);
        bool forced = t.seeded && forcedErrorOdds != 0
            && uint256(keccak256(abi.encodePacked(t.drawSeed, r.salt))) % forcedErrorOdds == 0;
        if (forced) {
            if (wrongFinalHash == r.finalStateHash || keccak256(abi.encodePacked(wrongFinalHash, r.salt)) != t.wrongSeal)
            {
                revert BadWrongReveal(taskId);
            }
            t.wrongFinalHash = wrongFinalHash;
        }
        t.forced = forced;
        t.status = Status.Revealed;
        t.finalStateHash = r.finalStateHash;
        t.stateRoot = r.stateRoot;
        t.workUsed = r.workUsed;
        t.checkpointCid = r.checkpointCid;
        t.deadline = uint64(block.timestamp) + t.revealTimeout;
        emit ResultRevealed(
            taskId, r.finalStateHash, r.stateRoot, r.workUsed, forced, forced ? wrongFinalHash : bytes32(0), r.checkpointCid
        );
    }

    /// @notice A verifier reveals its verdict after the solver's reveal,
    /// before the deadline. A final state hash other than the solver's
    /// opens a dispute game between the solver and this verifier, refereed
    /// by the referee set, whose first move is splitHash: the verifier's
    /// state hash after step steps / 2 (OpenParams.challengerSplit; not
    /// sealed, and ignored when the verdict agrees). It returns the
    /// dispute ID (0: none opened).
    function revealVerdict(uint256 taskId, bytes32 finalStateHash, uint64 workUsed, bytes32 salt, bytes32 splitHash)
        external
        returns (uint256 disputeId)
    {
        Task storage t = _task(taskId);
        if (t.status != Status.Revealed && t.status != Status.Disputed) revert WrongStatus(taskId, t.status);
        if (block.timestamp > t.deadline) revert DeadlinePassed(taskId, t.deadline);
        Verifier[] storage vs = _verifiers[taskId];
        uint256 i = 0;
        while (i < vs.length && !(vs[i].addr == msg.sender && vs[i].status == VStatus.Sealed)) i++;
        if (i == vs.length) revert NotVerifier(taskId, msg.sender);
        Verifier storage v = vs[i];
        if (verdictSeal(finalStateHash, workUsed, msg.sender, salt) != v.seal) revert BadReveal(taskId);
        if (finalStateHash == t.finalStateHash) {
            v.status = workUsed == t.workUsed ? VStatus.Agreed : VStatus.WorkDissent;
        } else {
            v.status = VStatus.Challenger;
            disputeId = _open(taskId, t, finalStateHash, splitHash);
            v.disputeId = disputeId;
            _disputeSlot[disputeId] = i + 1;
        }
        emit VerdictRevealed(taskId, msg.sender, finalStateHash, workUsed, v.status);
    }

    /// @notice A whistleblower challenges a revealed result: anyone but
    /// the submitter, the solver and the task's verifiers that re-executed
    /// the task and got another final state hash, during the verifiers'
    /// reveal window (until the deadline), locking the task's stake. It
    /// opens a dispute game between the solver and the whistleblower, as a
    /// challenging verifier's reveal does, and is settled as a challenger:
    /// a win returns its stake with a share of the solver's, a loss pays
    /// its stake to the solver, a void dispute returns it. splitHash is
    /// its state hash after step steps / 2, the game's first move
    /// (OpenParams.challengerSplit). At most maxVerifiers whistleblowers
    /// per task. Returns the dispute ID.
    function whistleblow(uint256 taskId, bytes32 finalStateHash, bytes32 splitHash)
        external
        payable
        returns (uint256 disputeId)
    {
        Task storage t = _task(taskId);
        if (t.status != Status.Revealed && t.status != Status.Disputed) revert WrongStatus(taskId, t.status);
        if (block.timestamp > t.deadline) revert DeadlinePassed(taskId, t.deadline);
        if (msg.sender == t.submitter) revert SubmitterCannotVerify(taskId);
        if (msg.sender == t.solver) revert SolverCannotVerify(taskId);
        if (msg.value != t.stake) revert WrongValue(t.stake, msg.value);
        if (finalStateHash == t.finalStateHash) revert NothingToDispute(taskId);
        if (t.whistleblowerCount >= maxVerifiers) revert TooManyWhistleblowers(taskId);
        Verifier[] storage vs = _verifiers[taskId];
        for (uint256 i = 0; i < vs.length; i++) {
            if (vs[i].addr == msg.sender) {
                if (vs[i].status == VStatus.Whistleblower) revert AlreadyWhistleblower(taskId, msg.sender);
                revert AlreadyVerifier(taskId, msg.sender);
            }
        }
        t.whistleblowerCount++;
        t.held += msg.value;
        totalDeposited += msg.value;
        disputeId = _open(taskId, t, finalStateHash, splitHash);
        vs.push(
            Verifier({addr: msg.sender, status: VStatus.Whistleblower, outcome: 0, disputeId: disputeId, seal: 0})
        );
        _disputeSlot[disputeId] = vs.length;
        emit Whistleblown(taskId, msg.sender, disputeId, finalStateHash);
    }

    function _open(uint256 taskId, Task storage t, bytes32 challengerFinal, bytes32 split)
        internal
        returns (uint256 disputeId)
    {
        if (address(disputeGame) == address(0)) revert NotBound();
        t.status = Status.Disputed;
        t.openDisputes++;
        disputeId = disputeGame.open(
            IDisputeGame.OpenParams({
                taskId: taskId,
                solver: t.solver,
                challenger: msg.sender,
                referee: refereeSet,
                steps: t.steps,
                moveTimeout: t.moveTimeout,
                initialStateHash: t.initialStateHash,
                solverFinal: t.finalStateHash,
                challengerFinal: challengerFinal,
                stateRoot: t.stateRoot,
                challengerSplit: split
            })
        );
        // A task that names its op set has its disputes settle op entries
        // by phase 3 (the game executes one scalar step) where they can.
        if (t.opSet != 0) disputeGame.enableScalar(disputeId, t.opSet);
        emit TaskChallenged(taskId, msg.sender, disputeId);
    }

    /// @inheritdoc ITaskMarketResolver
    function resolveDispute(uint256 taskId, uint256 disputeId, uint8 outcome) external {
        if (msg.sender != address(disputeGame)) revert NotDisputeGame();
        Task storage t = _task(taskId);
        uint256 slot = _disputeSlot[disputeId];
        if (slot == 0) revert UnknownDispute(disputeId);
        Verifier storage v = _verifiers[taskId][slot - 1];
        if (t.status != Status.Disputed || v.disputeId != disputeId || v.outcome != 0) {
            revert WrongStatus(taskId, t.status);
        }
        v.outcome = outcome;
        t.openDisputes--;
        if (outcome == OUTCOME_CHALLENGER_WON) t.solverLost = true;
        else if (outcome == OUTCOME_VOID) t.anyVoid = true;
        emit DisputeResolved(taskId, disputeId, outcome);
    }

    /// @notice Settles a task; anyone may call it. A committed task whose
    /// solver did not reveal in time is rejected (fee and the solver's
    /// stake to the submitter, verifier stakes back). A revealed task
    /// settles after the verifiers' reveal deadline once its disputes ended.
    function settle(uint256 taskId) external {
        Task storage t = _task(taskId);
        if (t.status == Status.Committed) {
            uint64 end = t.deadline + t.revealTimeout;
            if (block.timestamp <= end) revert DeadlineNotReached(taskId, end);
            _silentSolver(taskId, t);
        } else if (t.status == Status.Revealed || t.status == Status.Disputed) {
            if (t.openDisputes != 0) revert DisputesOpen(taskId, t.openDisputes);
            if (block.timestamp <= t.deadline) revert DeadlineNotReached(taskId, t.deadline);
            if (t.solverLost) {
                _rejectCheat(taskId, t);
            } else if (t.anyVoid) {
                _rejectVoid(taskId, t);
            } else {
                _accept(taskId, t);
            }
        } else {
            revert WrongStatus(taskId, t.status);
        }
        if (t.held != 0) revert NotConserved(taskId, t.held);
    }

    function _silentSolver(uint256 taskId, Task storage t) internal {
        t.status = Status.Rejected;
        Verifier[] storage vs = _verifiers[taskId];
        for (uint256 i = 0; i < vs.length; i++) {
            _credit(t, vs[i].addr, t.stake);
        }
        uint256 refund = t.fee + t.stake;
        _credit(t, t.submitter, refund);
        emit TaskSettled(taskId, Status.Rejected, 0, refund, 0, 0);
    }

    /// A challenger (verifier or whistleblower) won: the solver's stake is
    /// shared by the winning challengers, each game's loser pays its winner,
    /// verifiers that agreed with the rejected result or never revealed
    /// lose their stake to the treasury. Those stakes go to no winner: the
    /// solver may have lost on purpose (silence is a loss) to a challenger
    /// of its own, which would then take honest verifiers' stakes.
    function _rejectCheat(uint256 taskId, Task storage t) internal {
        t.status = Status.Rejected;
        Verifier[] storage vs = _verifiers[taskId];
        uint256 winners = 0;
        for (uint256 i = 0; i < vs.length; i++) {
            if (_challenged(vs[i].status) && vs[i].outcome == OUTCOME_CHALLENGER_WON) winners++;
        }
        uint256 share = t.stake / winners;
        uint256 toTreasury = 0;
        for (uint256 i = 0; i < vs.length; i++) {
            Verifier storage v = vs[i];
            if (_challenged(v.status)) {
                if (v.outcome == OUTCOME_CHALLENGER_WON) _credit(t, v.addr, t.stake + share);
                else if (v.outcome == OUTCOME_SOLVER_WON) _credit(t, t.solver, t.stake);
                else _credit(t, v.addr, t.stake);
            } else if (v.status == VStatus.WorkDissent) {
                _credit(t, v.addr, t.stake);
            } else {
                toTreasury += t.stake; // agreed with a wrong result, or never revealed
            }
        }
        toTreasury += t.stake - share * winners;
        _toTreasury(t, toTreasury);
        _credit(t, t.submitter, t.fee);
        emit TaskSettled(taskId, Status.Rejected, 0, t.fee, toTreasury, 0);
    }

    /// A dispute was void (the referee set never ruled) and none was lost by
    /// the solver: the result is unverified, so nobody is paid for it.
    function _rejectVoid(uint256 taskId, Task storage t) internal {
        t.status = Status.Rejected;
        Verifier[] storage vs = _verifiers[taskId];
        uint256 toTreasury = 0;
        for (uint256 i = 0; i < vs.length; i++) {
            Verifier storage v = vs[i];
            if (v.status == VStatus.Sealed) toTreasury += t.stake;
            else if (_challenged(v.status) && v.outcome == OUTCOME_SOLVER_WON) _credit(t, t.solver, t.stake);
            else _credit(t, v.addr, t.stake);
        }
        _toTreasury(t, toTreasury);
        _credit(t, t.solver, t.stake);
        _credit(t, t.submitter, t.fee);
        emit TaskSettled(taskId, Status.Rejected, 0, t.fee, toTreasury, 0);
    }

    /// The result stands: pay the work, the treasury, the agreeing
    /// verifiers (and the jackpot on a forced error), refund the rest.
    function _accept(uint256 taskId, Task storage t) internal {
        t.status = Status.Settled;
        Verifier[] storage vs = _verifiers[taskId];
        uint256 pay = uint256(t.workUsed) * t.pricePerWork;
        uint256 tax = pay * treasuryBps / 10_000;
        uint256 vfee = pay * verifierBps / 10_000;
        uint256 agreed = 0;
        uint256 toTreasury = tax;
        for (uint256 i = 0; i < vs.length; i++) {
            Verifier storage v = vs[i];
            if (v.status == VStatus.Agreed) agreed++;
            else if (v.status == VStatus.Sealed) toTreasury += t.stake;
            else if (_challenged(v.status) && v.outcome == OUTCOME_SOLVER_WON) _credit(t, t.solver, t.stake);
            else _credit(t, v.addr, t.stake); // work dissent (challengers here all lost)
        }
        uint256 each = agreed == 0 ? 0 : vfee / agreed;
        toTreasury += vfee - each * agreed;
        _toTreasury(t, toTreasury);
        uint256 jackpotEach = 0;
        if (t.forced && agreed > 0) {
            uint256 jackpot = tax * forcedErrorOdds;
            if (jackpot > treasury) jackpot = treasury;
            jackpotEach = jackpot / agreed;
            treasury -= jackpotEach * agreed;
        }
        for (uint256 i = 0; i < vs.length; i++) {
            if (vs[i].status == VStatus.Agreed) {
                _credit(t, vs[i].addr, t.stake + each);
                balanceOf[vs[i].addr] += jackpotEach; // from the treasury, not the task
            }
        }
        uint256 solverPaid = pay - tax - vfee;
        _credit(t, t.solver, solverPaid + t.stake);
        _credit(t, t.submitter, t.fee - pay);
        emit TaskSettled(taskId, Status.Settled, solverPaid, t.fee - pay, toTreasury, jackpotEach * agreed);
    }

    /// @notice Cancels a task: the submitter may cancel an unclaimed task
    /// (fee refunded); anyone may cancel a claimed task whose solver missed
    /// the commit deadline (fee refunded and the solver's stake paid to the
    /// submitter as compensation).
    function cancel(uint256 taskId) external {
        Task storage t = _task(taskId);
        if (t.status == Status.Open) {
            if (msg.sender != t.submitter) revert NotSubmitter(taskId, msg.sender);
        } else if (t.status == Status.Claimed) {
            if (block.timestamp <= t.deadline) revert DeadlineNotReached(taskId, t.deadline);
        } else {
            revert WrongStatus(taskId, t.status);
        }
        t.status = Status.Cancelled;
        _credit(t, t.submitter, t.held);
        emit TaskCancelled(taskId);
    }

    /// @notice Adds msg.value to the jackpot treasury (the referee set sends
    /// slashed stakes here).
    function fundTreasury() external payable {
        treasury += msg.value;
        totalDeposited += msg.value;
        emit TreasuryFunded(msg.sender, msg.value);
    }

    /// @notice Sends the caller its whole balance.
    function withdraw() external nonReentrant {
        uint256 amount = balanceOf[msg.sender];
        if (amount == 0) revert NothingToWithdraw(msg.sender);
        balanceOf[msg.sender] = 0;
        totalWithdrawn += amount;
        (bool ok,) = payable(msg.sender).call{value: amount}("");
        if (!ok) revert TransferFailed(msg.sender, amount);
        emit Withdrawn(msg.sender, amount);
    }

    // ---- views ----

    function task(uint256 taskId) external view returns (Task memory) {
        return _task(taskId);
    }

    function verifiers(uint256 taskId) external view returns (Verifier[] memory) {
        _task(taskId);
        return _verifiers[taskId];
    }

    /// @inheritdoc ITaskMarketView
    function submitterOf(uint256 taskId) external view returns (address) {
        return _tasks[taskId].submitter;
    }

    /// @notice The value the task still holds in escrow and stakes (not yet
    /// credited to any balance or the treasury).
    function lockedIn(uint256 taskId) external view returns (uint256) {
        return _tasks[taskId].held;
    }

    /// @notice The seal the solver commits for result r.
    function resultSeal(Result calldata r) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(r.finalStateHash, r.stateRoot, r.workUsed, r.salt, r.checkpointCid));
    }

    /// @notice The seal a verifier commits for its verdict.
    function verdictSeal(bytes32 finalStateHash, uint64 workUsed, address verifier, bytes32 salt)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(finalStateHash, workUsed, verifier, salt));
    }

    // ---- internals ----

    function _task(uint256 taskId) internal view returns (Task storage t) {
        t = _tasks[taskId];
        if (t.status == Status.None) revert UnknownTask(taskId);
    }

    /// Reads the draw's seed if it is not read yet and the EVM serves it;
    /// reports whether it read it now.
    function _seed(Task storage t) internal returns (bool) {
        if (t.seeded || block.number <= t.drawBlock || block.number - t.drawBlock > 256) return false;
        t.drawSeed = blockhash(t.drawBlock);
        t.seeded = true;
        return true;
    }

    /// Whether a verifier record opened a dispute: a verifier that revealed
    /// another final state hash, or a whistleblower.
    function _challenged(VStatus s) internal pure returns (bool) {
        return s == VStatus.Challenger || s == VStatus.Whistleblower;
    }

    function _credit(Task storage t, address to, uint256 amount) internal {
        t.held -= amount; // reverts on paying out more than the task holds
        balanceOf[to] += amount;
    }

    function _toTreasury(Task storage t, uint256 amount) internal {
        t.held -= amount;
        treasury += amount;
    }
}
