// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {IDisputeGame, ITaskMarketResolver} from "./Interfaces.sol";
import {DisputeGame} from "./DisputeGame.sol";

/// @title GameMarketHarness
/// @notice Stands in the task market's place for tests of DisputeGame
/// alone: it opens games (and turns phase 3 on for them), and records the
/// outcomes the game reports. It holds no value and is never deployed on a
/// live chain; the real market is TaskMarket.
contract GameMarketHarness is ITaskMarketResolver {
    DisputeGame public game;
    mapping(uint256 => uint8) public outcomes;

    function bind(DisputeGame g) external {
        require(address(game) == address(0), "bound");
        game = g;
    }

    function open(IDisputeGame.OpenParams calldata p, uint8 scalarOpSet) external returns (uint256 id) {
        id = game.open(p);
        if (scalarOpSet != 0) game.enableScalar(id, scalarOpSet);
    }

    function resolveDispute(uint256, uint256 disputeId, uint8 outcome) external {
        require(msg.sender == address(game), "not the game");
        outcomes[disputeId] = outcome;
    }
}
