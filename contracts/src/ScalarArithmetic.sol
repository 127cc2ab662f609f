// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {ScalarStep} from "./ScalarStep.sol";

/// @title ScalarArithmetic
/// @notice The arithmetic of one scalar step (ScalarStep: Float32, and
/// Float64 with repops' elementary functions in Elementary), deployed on its
/// own so that ScalarJudge and ScalarPrograms, which name and check the
/// steps, stay under EIP-170's code size limit as kinds and ops are added.
/// It holds no state.
contract ScalarArithmetic {
    /// @notice A step of kind kind on x, y, z with its parameters c, as
    /// ScalarStep.runWith computes it (canonical; reverts UnknownKind).
    function run(uint8 kind, uint32 x, uint32 y, uint32 z, uint32[3] calldata c) external pure returns (uint32) {
        return ScalarStep.runWith(kind, x, y, z, c);
    }
}
