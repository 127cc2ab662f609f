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
    }

    function open(OpenParams calldata p) external returns (uint256 disputeId);
}

/// @notice What the dispute game needs from the task market.
interface ITaskMarketResolver {
    /// @notice Settles a disputed task with one of the OUTCOME_* values.
    /// Only the bound dispute game may call it.
    function resolveDispute(uint256 taskId, uint8 outcome) external;
}
