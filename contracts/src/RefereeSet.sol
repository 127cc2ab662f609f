// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @notice The ruling entry point of the dispute game.
interface IRuling {
    function rule(uint256 id, bytes32 inputHash, bytes32 outputHash) external;
}

/// @title RefereeSet
/// @notice A fixed set of referees that rules on dispute games together: a
/// task names this contract as its referee, each member recomputes the
/// pinned op and votes for the input and output hashes it got, and the
/// ruling that first reaches the threshold is posted to the game. Members
/// and threshold are fixed at deployment.
contract RefereeSet {
    error NotMember(address caller);
    error AlreadyVoted(uint256 id, address member);
    error AlreadyRuled(uint256 id);
    error BadSet();

    event Voted(uint256 indexed id, address indexed member, bytes32 inputHash, bytes32 outputHash, uint256 votes);
    event Ruled(uint256 indexed id, bytes32 inputHash, bytes32 outputHash);

    IRuling public immutable game;
    uint256 public immutable threshold;
    uint256 public immutable memberCount;
    mapping(address => bool) public isMember;
    mapping(uint256 => mapping(address => bool)) public voted;
    mapping(uint256 => mapping(bytes32 => uint256)) public votes;
    mapping(uint256 => bool) public ruled;

    constructor(address game_, address[] memory members, uint256 threshold_) {
        if (game_ == address(0) || threshold_ == 0 || threshold_ > members.length) revert BadSet();
        for (uint256 i = 0; i < members.length; i++) {
            if (members[i] == address(0) || isMember[members[i]]) revert BadSet();
            isMember[members[i]] = true;
        }
        game = IRuling(game_);
        threshold = threshold_;
        memberCount = members.length;
    }

    /// @notice A member's vote on game id's pinned op.
    function vote(uint256 id, bytes32 inputHash, bytes32 outputHash) external {
        if (!isMember[msg.sender]) revert NotMember(msg.sender);
        if (ruled[id]) revert AlreadyRuled(id);
        if (voted[id][msg.sender]) revert AlreadyVoted(id, msg.sender);
        voted[id][msg.sender] = true;
        bytes32 key = keccak256(abi.encodePacked(inputHash, outputHash));
        uint256 n = votes[id][key] + 1;
        votes[id][key] = n;
        emit Voted(id, msg.sender, inputHash, outputHash, n);
        if (n == threshold) {
            ruled[id] = true;
            emit Ruled(id, inputHash, outputHash);
            game.rule(id, inputHash, outputHash);
        }
    }
}
