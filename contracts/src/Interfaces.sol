// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

// Dispute outcomes reported by the dispute game to the task market.
uint8 constant OUTCOME_SOLVER_WON = 1;
uint8 constant OUTCOME_CHALLENGER_WON = 2;
uint8 constant OUTCOME_VOID = 3;

/// @notice What the task market needs from the dispute game.
interface IDisputeGame {
    struct OpenParams {
        uint256 taskId;
        address solver;
        address challenger;
        address referee;
        uint64 steps;
        uint32 moveTimeout;
        bytes32 initialStateHash;
        bytes32 solverFinal;
        bytes32 challengerFinal;
        /// The solver's committed stateRoot (TaskMarket.Result): the
        /// internal/commit root over its `steps` state hashes, leaf k - 1
        /// the hash after step k. The solver proves its phase-1 hashes of
        /// the pinned step against it (DisputeGame.proveStates).
        bytes32 stateRoot;
        /// The challenger's state hash after step steps / 2, the split
        /// point of phase 1's first bisection, which it states when it
        /// challenges: the game opens with it posted, and the solver
        /// picks first. Non-zero unless steps is 1 (then ignored).
        bytes32 challengerSplit;
    }

    function open(OpenParams calldata p) external returns (uint256 disputeId);

    /// @notice Turns phase 3 on for game disputeId under op-set version
    /// opSet (1 or 2); only the market, before the game's first move.
    function enableScalar(uint256 disputeId, uint8 opSet) external;

    /// @notice The market the game reports to.
    function market() external view returns (address);

    /// @notice Whose move it is in game id (the referee while it must rule).
    function toMove(uint256 id) external view returns (address);

    /// @notice The task and the two players of game id.
    function parties(uint256 id) external view returns (uint256 taskId, address solver, address challenger);
}

/// @notice What the dispute game needs from the task market.
interface ITaskMarketResolver {
    /// @notice Records the outcome (one of the OUTCOME_* values) of dispute
    /// disputeId on taskId. Only the bound dispute game may call it.
    function resolveDispute(uint256 taskId, uint256 disputeId, uint8 outcome) external;
}

/// @notice What the referee set needs from the task market.
interface ITaskMarketView {
    /// @notice The submitter of a task (zero for an unknown task).
    function submitterOf(uint256 taskId) external view returns (address);

    /// @notice Adds msg.value to the verifier jackpot treasury.
    function fundTreasury() external payable;
}
