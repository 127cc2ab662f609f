// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IDisputeGame, ITaskMarketResolver, OUTCOME_SOLVER_WON, OUTCOME_CHALLENGER_WON} from "./Interfaces.sol";

/// @title TaskMarket
/// @notice Training tasks with fees in escrow, solver and challenger stakes,
/// result commitments, a challenge window and settlement. All value is plain
/// ETH held by this contract; payouts are credited to balances and pulled with
/// withdraw(). Conservation: address(this).balance == totalDeposited -
/// totalWithdrawn == sum(balances) + sum(escrowed fees) + sum(stakes) at all
/// times.
contract TaskMarket is ReentrancyGuard, ITaskMarketResolver {
    enum Status {
        None,
        Open,
        Claimed,
        Committed,
        Disputed,
        Settled,
        Cancelled
    }

    struct TaskParams {
        string specCid;
        string dataCid;
        bytes32 initialStateHash; // state hash before step 1, fixed by the task
        uint64 steps;
        uint256 stake; // what the solver and a challenger each lock
        uint32 solveTimeout; // seconds from claim to result commitment
        uint32 challengeWindow; // seconds after the commitment
        uint32 moveTimeout; // seconds per dispute turn
        address referee; // 0: the submitter referees
    }

    struct Task {
        address submitter;
        Status status;
        address solver;
        uint64 deadline; // claim: commit-by time; committed: end of challenge window
        address challenger;
        uint64 steps;
        address referee;
        uint32 solveTimeout;
        uint32 challengeWindow;
        uint32 moveTimeout;
        uint256 fee;
        uint256 stake;
        uint256 disputeId;
        bytes32 initialStateHash;
        bytes32 stateRoot; // Merkle root of the per-step state hashes
        bytes32 finalStateHash;
        string specCid;
        string dataCid;
        string checkpointCid;
    }

    error NotDeployer();
    error GameAlreadySet();
    error GameNotSet();
    error NotDisputeGame();
    error UnknownTask(uint256 taskId);
    error BadTaskParams();
    error WrongStatus(uint256 taskId, Status status);
    error WrongValue(uint256 want, uint256 got);
    error NotSubmitter(uint256 taskId, address caller);
    error NotSolver(uint256 taskId, address caller);
    error DeadlinePassed(uint256 taskId, uint64 deadline);
    error DeadlineNotReached(uint256 taskId, uint64 deadline);
    error SolverCannotChallenge(uint256 taskId);
    error SameFinalState(uint256 taskId);
    error NothingToWithdraw(address account);
    error TransferFailed(address to, uint256 amount);

    event TaskSubmitted(uint256 indexed taskId, address indexed submitter, uint256 fee, uint256 stake, string specCid, string dataCid);
    event TaskClaimed(uint256 indexed taskId, address indexed solver);
    event ResultCommitted(uint256 indexed taskId, string checkpointCid, bytes32 stateRoot, bytes32 finalStateHash);
    event TaskChallenged(uint256 indexed taskId, address indexed challenger, uint256 indexed disputeId);
    event TaskSettled(uint256 indexed taskId, address indexed paid, uint256 amount);
    event TaskCancelled(uint256 indexed taskId);
    event DisputeResolved(uint256 indexed taskId, uint8 outcome);
    event Withdrawn(address indexed account, uint256 amount);

    address public immutable deployer;
    IDisputeGame public disputeGame;
    uint256 public taskCount;
    uint256 public totalDeposited;
    uint256 public totalWithdrawn;
    mapping(uint256 => Task) internal _tasks;
    mapping(address => uint256) public balanceOf;

    constructor() {
        deployer = msg.sender;
    }

    /// @notice Binds the dispute game once, right after deployment.
    function setDisputeGame(address game) external {
        if (msg.sender != deployer) revert NotDeployer();
        if (address(disputeGame) != address(0)) revert GameAlreadySet();
        if (game == address(0)) revert BadTaskParams();
        disputeGame = IDisputeGame(game);
    }

    /// @notice Posts a task; msg.value is the fee, held in escrow.
    function submitTask(TaskParams calldata p) external payable returns (uint256 taskId) {
        if (
            msg.value == 0 || p.steps == 0 || p.solveTimeout == 0 || p.challengeWindow == 0 || p.moveTimeout == 0
                || bytes(p.specCid).length == 0
        ) revert BadTaskParams();
        taskId = ++taskCount;
        Task storage t = _tasks[taskId];
        t.submitter = msg.sender;
        t.status = Status.Open;
        t.steps = p.steps;
        t.referee = p.referee == address(0) ? msg.sender : p.referee;
        t.solveTimeout = p.solveTimeout;
        t.challengeWindow = p.challengeWindow;
        t.moveTimeout = p.moveTimeout;
        t.fee = msg.value;
        t.stake = p.stake;
        t.initialStateHash = p.initialStateHash;
        t.specCid = p.specCid;
        t.dataCid = p.dataCid;
        totalDeposited += msg.value;
        emit TaskSubmitted(taskId, msg.sender, msg.value, p.stake, p.specCid, p.dataCid);
    }

    /// @notice Claims an open task, locking the task's stake.
    function claim(uint256 taskId) external payable {
        Task storage t = _task(taskId);
        if (t.status != Status.Open) revert WrongStatus(taskId, t.status);
        if (msg.value != t.stake) revert WrongValue(t.stake, msg.value);
        t.status = Status.Claimed;
        t.solver = msg.sender;
        t.deadline = uint64(block.timestamp) + t.solveTimeout;
        totalDeposited += msg.value;
        emit TaskClaimed(taskId, msg.sender);
    }

    /// @notice The solver commits its result before the solve deadline.
    function commitResult(uint256 taskId, string calldata checkpointCid, bytes32 stateRoot, bytes32 finalStateHash)
        external
    {
        Task storage t = _task(taskId);
        if (t.status != Status.Claimed) revert WrongStatus(taskId, t.status);
        if (msg.sender != t.solver) revert NotSolver(taskId, msg.sender);
        if (block.timestamp > t.deadline) revert DeadlinePassed(taskId, t.deadline);
        t.status = Status.Committed;
        t.checkpointCid = checkpointCid;
        t.stateRoot = stateRoot;
        t.finalStateHash = finalStateHash;
        t.deadline = uint64(block.timestamp) + t.challengeWindow;
        emit ResultCommitted(taskId, checkpointCid, stateRoot, finalStateHash);
    }

    /// @notice Disputes a committed result within the challenge window,
    /// locking the task's stake and naming the final state hash the
    /// challenger computed. Opens a bisection game.
    function challenge(uint256 taskId, bytes32 finalStateHash) external payable returns (uint256 disputeId) {
        Task storage t = _task(taskId);
        if (address(disputeGame) == address(0)) revert GameNotSet();
        if (t.status != Status.Committed) revert WrongStatus(taskId, t.status);
        if (block.timestamp > t.deadline) revert DeadlinePassed(taskId, t.deadline);
        if (msg.sender == t.solver) revert SolverCannotChallenge(taskId);
        if (msg.value != t.stake) revert WrongValue(t.stake, msg.value);
        if (finalStateHash == t.finalStateHash) revert SameFinalState(taskId);
        t.status = Status.Disputed;
        t.challenger = msg.sender;
        totalDeposited += msg.value;
        disputeId = disputeGame.open(
            IDisputeGame.OpenParams({
                taskId: taskId,
                solver: t.solver,
                challenger: msg.sender,
                referee: t.referee,
                steps: t.steps,
                moveTimeout: t.moveTimeout,
                initialStateHash: t.initialStateHash,
                solverFinal: t.finalStateHash,
                challengerFinal: finalStateHash
            })
        );
        t.disputeId = disputeId;
        emit TaskChallenged(taskId, msg.sender, disputeId);
    }

    /// @notice Pays the solver (fee plus its stake back) once the challenge
    /// window closed unchallenged. Anyone may call it.
    function settle(uint256 taskId) external {
        Task storage t = _task(taskId);
        if (t.status != Status.Committed) revert WrongStatus(taskId, t.status);
        if (block.timestamp <= t.deadline) revert DeadlineNotReached(taskId, t.deadline);
        t.status = Status.Settled;
        uint256 amount = t.fee + t.stake;
        balanceOf[t.solver] += amount;
        emit TaskSettled(taskId, t.solver, amount);
    }

    /// @notice Cancels a task: the submitter may cancel an unclaimed task
    /// (fee refunded); anyone may cancel a claimed task whose solver missed
    /// the commit deadline (fee refunded and the solver's stake paid to the
    /// submitter as compensation).
    function cancel(uint256 taskId) external {
        Task storage t = _task(taskId);
        if (t.status == Status.Open) {
            if (msg.sender != t.submitter) revert NotSubmitter(taskId, msg.sender);
            balanceOf[t.submitter] += t.fee;
        } else if (t.status == Status.Claimed) {
            if (block.timestamp <= t.deadline) revert DeadlineNotReached(taskId, t.deadline);
            balanceOf[t.submitter] += t.fee + t.stake;
        } else {
            revert WrongStatus(taskId, t.status);
        }
        t.status = Status.Cancelled;
        emit TaskCancelled(taskId);
    }

    /// @inheritdoc ITaskMarketResolver
    function resolveDispute(uint256 taskId, uint8 outcome) external {
        if (msg.sender != address(disputeGame)) revert NotDisputeGame();
        Task storage t = _task(taskId);
        if (t.status != Status.Disputed) revert WrongStatus(taskId, t.status);
        t.status = Status.Settled;
        if (outcome == OUTCOME_SOLVER_WON) {
            // Challenger slashed: the solver gets the fee, its stake back and
            // the challenger's stake.
            balanceOf[t.solver] += t.fee + 2 * t.stake;
        } else if (outcome == OUTCOME_CHALLENGER_WON) {
            // Solver slashed: the challenger gets both stakes, the submitter
            // its fee back.
            balanceOf[t.challenger] += 2 * t.stake;
            balanceOf[t.submitter] += t.fee;
        } else {
            // Void (the referee never ruled): everyone gets back what it put in.
            balanceOf[t.solver] += t.stake;
            balanceOf[t.challenger] += t.stake;
            balanceOf[t.submitter] += t.fee;
        }
        emit DisputeResolved(taskId, outcome);
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

    /// @notice The value the task still holds in escrow and stakes (not yet
    /// credited to any balance).
    function lockedIn(uint256 taskId) external view returns (uint256) {
        Task storage t = _tasks[taskId];
        if (t.status == Status.Open) return t.fee;
        if (t.status == Status.Claimed || t.status == Status.Committed) return t.fee + t.stake;
        if (t.status == Status.Disputed) return t.fee + 2 * t.stake;
        return 0;
    }

    function _task(uint256 taskId) internal view returns (Task storage t) {
        t = _tasks[taskId];
        if (t.status == Status.None) revert UnknownTask(taskId);
    }
}
