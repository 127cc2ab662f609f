// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

import {IDisputeGame, ITaskMarketView} from "./Interfaces.sol";

/// @notice The ruling entry point of the dispute game.
interface IRuling {
    function rule(uint256 id, bytes32 ruling) external;
}

/// @title RefereeSet
/// @notice The neutral referee of every dispute of the task market it is
/// bound to: an open set of staked members. Anyone joins by locking exactly
/// memberStake; a member leaves by requesting exit, which ends its voting at
/// once, and takes its stake back exitDelay seconds later. Each member
/// recomputes the one value a dispute asks for (the commitment of the
/// pinned trace entry, or the pinned step's trace length as a number) and
/// votes for it; the first ruling that reaches threshold votes is posted
/// to the game. A member may not vote on a dispute of a task it submitted,
/// solves or challenges. A member that voted for another ruling than the one
/// posted can be slashed by anyone (slash): its whole stake goes to the
/// market's verifier treasury and it leaves the set. Members that do not vote
/// are not penalised; a game whose referee set stays silent is voided.
contract RefereeSet {
    error NotMember(address caller);
    error AlreadyMember(address caller);
    error WrongStake(uint256 want, uint256 got);
    error AlreadyVoted(uint256 id, address member);
    error AlreadyRuled(uint256 id);
    error NotRuled(uint256 id);
    error NotRulingPhase(uint256 id);
    error Conflicted(uint256 id, address member);
    error NotSlashable(uint256 id, address member);
    error ExitNotRequested(address caller);
    error ExitNotDue(address caller, uint64 exitAt);
    error TransferFailed(address to, uint256 amount);
    error BadSet();

    event Joined(address indexed member, uint256 stake);
    event ExitRequested(address indexed member, uint64 exitAt);
    event Exited(address indexed member, uint256 stake);
    event Voted(uint256 indexed id, address indexed member, bytes32 ruling, uint256 votes);
    event Ruled(uint256 indexed id, bytes32 ruling);
    event Slashed(uint256 indexed id, address indexed member, uint256 stake);

    IRuling public immutable game;
    uint256 public immutable threshold;
    uint256 public immutable memberStake;
    uint64 public immutable exitDelay;
    uint256 public memberCount; // members that may vote (not exiting)
    mapping(address => bool) public isMember;
    mapping(address => uint256) public stakeOf; // locked until exit or slash
    mapping(address => uint64) public exitAt; // 0: no exit requested
    mapping(uint256 => mapping(address => bytes32)) public voteOf; // 0: no vote
    mapping(uint256 => mapping(bytes32 => uint256)) public votes;
    mapping(uint256 => bytes32) public rulingOf; // the posted ruling's key, 0: none yet

    constructor(address game_, uint256 threshold_, uint256 memberStake_, uint64 exitDelay_) {
        if (game_ == address(0) || threshold_ == 0 || memberStake_ == 0) revert BadSet();
        game = IRuling(game_);
        threshold = threshold_;
        memberStake = memberStake_;
        exitDelay = exitDelay_;
    }

    /// @notice Joins the set, locking exactly memberStake.
    function join() external payable {
        if (isMember[msg.sender] || stakeOf[msg.sender] != 0) revert AlreadyMember(msg.sender);
        if (msg.value != memberStake) revert WrongStake(memberStake, msg.value);
        isMember[msg.sender] = true;
        stakeOf[msg.sender] = msg.value;
        memberCount++;
        emit Joined(msg.sender, msg.value);
    }

    /// @notice Stops voting now; the stake can be taken back with exit()
    /// after exitDelay, and stays slashable until then.
    function requestExit() external {
        if (!isMember[msg.sender]) revert NotMember(msg.sender);
        isMember[msg.sender] = false;
        memberCount--;
        uint64 due = uint64(block.timestamp) + exitDelay;
        exitAt[msg.sender] = due;
        emit ExitRequested(msg.sender, due);
    }

    /// @notice Sends a member that requested exit its stake once the delay passed.
    function exit() external {
        uint64 due = exitAt[msg.sender];
        if (due == 0) revert ExitNotRequested(msg.sender);
        if (block.timestamp < due) revert ExitNotDue(msg.sender, due);
        uint256 s = stakeOf[msg.sender];
        stakeOf[msg.sender] = 0;
        exitAt[msg.sender] = 0;
        emit Exited(msg.sender, s);
        if (s > 0) {
            (bool ok,) = payable(msg.sender).call{value: s}("");
            if (!ok) revert TransferFailed(msg.sender, s);
        }
    }

    /// @notice A member's vote on game id's ruling: the recomputed
    /// commitment of the pinned entry, or for a length ruling the trace
    /// length as bytes32(uint256(n)).
    function vote(uint256 id, bytes32 ruling) external {
        if (!isMember[msg.sender]) revert NotMember(msg.sender);
        if (rulingOf[id] != 0) revert AlreadyRuled(id);
        if (voteOf[id][msg.sender] != 0) revert AlreadyVoted(id, msg.sender);
        if (IDisputeGame(address(game)).toMove(id) != address(this)) revert NotRulingPhase(id);
        (uint256 taskId, address solver, address challenger) = IDisputeGame(address(game)).parties(id);
        if (
            msg.sender == solver || msg.sender == challenger
                || msg.sender == ITaskMarketView(IDisputeGame(address(game)).market()).submitterOf(taskId)
        ) revert Conflicted(id, msg.sender);
        bytes32 key = _key(ruling);
        voteOf[id][msg.sender] = key;
        uint256 n = votes[id][key] + 1;
        votes[id][key] = n;
        emit Voted(id, msg.sender, ruling, n);
        if (n == threshold) {
            rulingOf[id] = key;
            emit Ruled(id, ruling);
            game.rule(id, ruling);
        }
    }

    /// @notice Slashes a member that voted on game id for another ruling
    /// than the one posted: its stake goes to the market's treasury and it
    /// leaves the set. Anyone may call it.
    function slash(uint256 id, address member) external {
        bytes32 r = rulingOf[id];
        if (r == 0) revert NotRuled(id);
        bytes32 v = voteOf[id][member];
        uint256 s = stakeOf[member];
        if (v == 0 || v == r || s == 0) revert NotSlashable(id, member);
        if (isMember[member]) {
            isMember[member] = false;
            memberCount--;
        }
        stakeOf[member] = 0;
        exitAt[member] = 0;
        emit Slashed(id, member, s);
        ITaskMarketView(IDisputeGame(address(game)).market()).fundTreasury{value: s}();
    }

    /// @notice The key votes on ruling are counted under (never 0, which
    /// means "no vote").
    function _key(bytes32 ruling) internal pure returns (bytes32 k) {
        k = keccak256(abi.encodePacked(ruling));
        if (k == 0) k = bytes32(uint256(1)); // 0 means "no vote"
    }
}
