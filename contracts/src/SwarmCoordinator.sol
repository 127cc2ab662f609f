// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.24;

/// @title SwarmCoordinator
/// @notice Swarms, node registration bound to the node's libp2p key, time-based
/// rounds and per-round result commitments. A round's winners are a
/// deterministic function of the participants' commitments: the winner list
/// committed by a strict majority of the participants that committed for that
/// round. No reward is ever self-reported.
///
/// Timing: round r of a swarm runs over [start + r*D, start + (r+1)*D) where D
/// is the round duration. Results of round r are committed during round r+1
/// (the commit window) and are final once round r+2 begins.
contract SwarmCoordinator {
    /// @dev Fixed prefix of a secp256k1 libp2p peer ID: identity multihash
    /// (0x00, length 0x25) of the protobuf PublicKey {Type: Secp256k1 (0x08
    /// 0x02), Data: 33 bytes (0x12 0x21)}. The compressed key follows.
    bytes6 internal constant PEER_ID_PREFIX = 0x002508021221;
    uint256 internal constant PEER_ID_LENGTH = 39;
    uint256 public constant MAX_WINNERS = 64;
    uint256 public constant MAX_BOOTSTRAP = 32;
    uint256 public constant MAX_ROLLOUTS = 32;

    struct Swarm {
        address coordinator;
        uint64 startTime;
        uint32 roundDuration;
        uint8 stages;
        uint32 participants;
        // Protocol parameters every member plays by: questions drawn per
        // round, peers' answers shown in the critique stage, winners per round.
        uint8 questions;
        uint8 shown;
        uint8 winners;
        // SAPO's rollout split: question groups of its own (I, at least 1)
        // and peers' shared groups (J) each member trains on per round. A
        // member may override them for itself.
        uint8 localRollouts;
        uint8 externalRollouts;
        bytes32 taskFamily;
        string modelCid;
    }

    struct Member {
        uint64 joinedAt; // 0: not a member
        uint64 nextRound; // the lowest round this member may still commit
        uint8 keyParity; // 0x02 or 0x03: first byte of the compressed key
    }

    struct Tally {
        bytes24 leader; // top 192 bits of the leading winner-list hash
        uint32 leaderCount;
        uint32 committers;
    }

    error UnknownSwarm(uint256 swarmId);
    error NotCoordinator(uint256 swarmId, address caller);
    error BadSwarmParams();
    error BadPublicKey();
    error PublicKeyNotSender(address keyAddress, address sender);
    error PeerIdMismatch();
    error AlreadyRegistered(uint256 swarmId, address node);
    error NotRegistered(uint256 swarmId, address node);
    error JoinedAfterRoundStart(uint256 swarmId, uint64 round);
    error CommitWindowClosed(uint256 swarmId, uint64 round);
    error CommitWindowNotOpen(uint256 swarmId, uint64 round);
    error AlreadyCommitted(uint256 swarmId, uint64 round, address node);
    error WinnersNotSorted();
    error TooManyWinners(uint256 n);
    error TooManyBootstrapPeers(uint256 n);

    event SwarmCreated(uint256 indexed swarmId, address indexed coordinator, bytes32 taskFamily, string modelCid);
    event ModelUpdated(uint256 indexed swarmId, string modelCid);
    event CoordinatorChanged(uint256 indexed swarmId, address indexed coordinator);
    event BootstrapUpdated(uint256 indexed swarmId, uint256 count);
    event NodeRegistered(uint256 indexed swarmId, address indexed node, bytes peerId);
    event RoundCommitted(
        uint256 indexed swarmId,
        uint64 indexed round,
        address indexed node,
        bytes32 votesRoot,
        bytes32 winnersHash,
        address[] winners
    );

    uint256 public swarmCount;
    mapping(uint256 => Swarm) internal _swarms;
    mapping(uint256 => string[]) internal _bootstrap;
    mapping(uint256 => mapping(address => Member)) internal _members;
    mapping(uint256 => mapping(address => bytes32)) internal _keyX;
    mapping(uint256 => mapping(uint64 => Tally)) internal _tallies;
    mapping(bytes32 => uint256) internal _counts;

    modifier onlyCoordinator(uint256 swarmId) {
        Swarm storage s = _swarm(swarmId);
        if (msg.sender != s.coordinator) revert NotCoordinator(swarmId, msg.sender);
        _;
    }

    /// @notice Creates a swarm coordinated by the caller. startTime 0 means now.
    /// questions, shown and winners are the round protocol's parameters
    /// (each at least 1; winners at most MAX_WINNERS). localRollouts (at
    /// least 1) and externalRollouts are the members' training split, each
    /// at most MAX_ROLLOUTS.
    function createSwarm(
        uint64 startTime,
        uint32 roundDuration,
        uint8 stages,
        uint8 questions,
        uint8 shown,
        uint8 winners,
        uint8 localRollouts,
        uint8 externalRollouts,
        bytes32 taskFamily,
        string calldata modelCid
    ) external returns (uint256 swarmId) {
        if (roundDuration == 0 || stages == 0 || roundDuration < stages) revert BadSwarmParams();
        if (questions == 0 || shown == 0 || winners == 0 || winners > MAX_WINNERS) revert BadSwarmParams();
        if (localRollouts == 0 || localRollouts > MAX_ROLLOUTS || externalRollouts > MAX_ROLLOUTS) revert BadSwarmParams();
        if (startTime == 0) startTime = uint64(block.timestamp);
        swarmId = ++swarmCount;
        _swarms[swarmId] = Swarm({
            coordinator: msg.sender,
            startTime: startTime,
            roundDuration: roundDuration,
            stages: stages,
            participants: 0,
            questions: questions,
            shown: shown,
            winners: winners,
            localRollouts: localRollouts,
            externalRollouts: externalRollouts,
            taskFamily: taskFamily,
            modelCid: modelCid
        });
        emit SwarmCreated(swarmId, msg.sender, taskFamily, modelCid);
    }

    function setModel(uint256 swarmId, string calldata modelCid) external onlyCoordinator(swarmId) {
        _swarms[swarmId].modelCid = modelCid;
        emit ModelUpdated(swarmId, modelCid);
    }

    function setCoordinator(uint256 swarmId, address coordinator) external onlyCoordinator(swarmId) {
        if (coordinator == address(0)) revert BadSwarmParams();
        _swarms[swarmId].coordinator = coordinator;
        emit CoordinatorChanged(swarmId, coordinator);
    }

    /// @notice Replaces the swarm's bootstrap multiaddrs.
    function setBootstrap(uint256 swarmId, string[] calldata addrs) external onlyCoordinator(swarmId) {
        if (addrs.length > MAX_BOOTSTRAP) revert TooManyBootstrapPeers(addrs.length);
        delete _bootstrap[swarmId];
        for (uint256 i = 0; i < addrs.length; i++) {
            _bootstrap[swarmId].push(addrs[i]);
        }
        emit BootstrapUpdated(swarmId, addrs.length);
    }

    /// @notice Registers the caller in a swarm under its libp2p peer ID.
    /// @param pubkey the 64-byte uncompressed secp256k1 public key (x || y)
    /// whose Ethereum address is the caller.
    /// @param peerId the binary libp2p peer ID of that same key.
    function register(uint256 swarmId, bytes calldata pubkey, bytes calldata peerId) external {
        Swarm storage s = _swarm(swarmId);
        if (pubkey.length != 64) revert BadPublicKey();
        address keyAddress = address(uint160(uint256(keccak256(pubkey))));
        if (keyAddress != msg.sender) revert PublicKeyNotSender(keyAddress, msg.sender);
        bytes32 x = bytes32(pubkey[0:32]);
        uint8 parity = uint8(pubkey[63]) & 1 == 0 ? 0x02 : 0x03;
        if (
            peerId.length != PEER_ID_LENGTH || bytes6(peerId[0:6]) != PEER_ID_PREFIX || uint8(peerId[6]) != parity
                || bytes32(peerId[7:39]) != x
        ) revert PeerIdMismatch();
        Member storage m = _members[swarmId][msg.sender];
        if (m.joinedAt != 0) revert AlreadyRegistered(swarmId, msg.sender);
        m.joinedAt = uint64(block.timestamp);
        m.keyParity = parity;
        _keyX[swarmId][msg.sender] = x;
        s.participants += 1;
        emit NodeRegistered(swarmId, msg.sender, peerId);
    }

    /// @notice Commits the caller's result for a finished round: the Merkle
    /// root of the signed votes it saw and the winner list it derived from
    /// them (addresses in strictly ascending order). The RoundCommitted event
    /// carries the list the first time that list is committed for the round
    /// and an empty array afterwards (the hash identifies it).
    function commitRound(uint256 swarmId, uint64 round, bytes32 votesRoot, address[] calldata winners) external {
        _admitCommit(swarmId, round);
        bytes32 winnersHash = _winnersHash(winners);
        if (_tally(swarmId, round, winnersHash)) {
            emit RoundCommitted(swarmId, round, msg.sender, votesRoot, winnersHash, winners);
        } else {
            emit RoundCommitted(swarmId, round, msg.sender, votesRoot, winnersHash, new address[](0));
        }
    }

    /// @dev Checks membership and the commit window, and marks the caller
    /// as committed for the round.
    function _admitCommit(uint256 swarmId, uint64 round) internal {
        Swarm storage s = _swarm(swarmId);
        Member storage m = _members[swarmId][msg.sender];
        if (m.joinedAt == 0) revert NotRegistered(swarmId, msg.sender);
        uint256 roundStart = uint256(s.startTime) + uint256(round) * s.roundDuration;
        if (m.joinedAt > roundStart) revert JoinedAfterRoundStart(swarmId, round);
        uint256 windowOpen = roundStart + s.roundDuration;
        if (block.timestamp < windowOpen) revert CommitWindowNotOpen(swarmId, round);
        if (block.timestamp >= windowOpen + s.roundDuration) revert CommitWindowClosed(swarmId, round);
        if (round < m.nextRound) revert AlreadyCommitted(swarmId, round, msg.sender);
        m.nextRound = round + 1;
    }

    function _winnersHash(address[] calldata winners) internal pure returns (bytes32) {
        if (winners.length > MAX_WINNERS) revert TooManyWinners(winners.length);
        for (uint256 i = 1; i < winners.length; i++) {
            if (winners[i] <= winners[i - 1]) revert WinnersNotSorted();
        }
        return keccak256(abi.encodePacked(winners));
    }

    /// @dev Counts a commitment. The leading list's count lives in the
    /// round's Tally slot; every other list's count lives in _counts. When a
    /// list overtakes the leader, the old leader's count moves to _counts
    /// (the new leader's _counts entry goes stale and is never read while it
    /// leads). Returns true when this is the list's first commitment.
    function _tally(uint256 swarmId, uint64 round, bytes32 winnersHash) internal returns (bool first) {
        Tally memory t = _tallies[swarmId][round];
        bytes24 tag = bytes24(winnersHash);
        t.committers += 1;
        if (t.leaderCount != 0 && tag == t.leader) {
            t.leaderCount += 1;
        } else {
            bytes32 key = _countKey(swarmId, round, tag);
            uint256 count = _counts[key] + 1;
            first = count == 1;
            if (count > t.leaderCount) {
                if (t.leaderCount != 0) _counts[_countKey(swarmId, round, t.leader)] = t.leaderCount;
                t.leader = tag;
                t.leaderCount = uint32(count);
            } else {
                _counts[key] = count;
            }
        }
        _tallies[swarmId][round] = t;
    }

    function _countKey(uint256 swarmId, uint64 round, bytes24 tag) internal pure returns (bytes32) {
        return keccak256(abi.encode(swarmId, round, tag));
    }

    // ---- views ----

    function swarm(uint256 swarmId) external view returns (Swarm memory) {
        return _swarm(swarmId);
    }

    function bootstrapPeers(uint256 swarmId) external view returns (string[] memory) {
        _swarm(swarmId);
        return _bootstrap[swarmId];
    }

    /// @notice The current round and stage of a swarm; started is false
    /// before its start time.
    function currentRound(uint256 swarmId) public view returns (bool started, uint64 round, uint8 stage) {
        Swarm storage s = _swarm(swarmId);
        if (block.timestamp < s.startTime) return (false, 0, 0);
        uint256 elapsed = block.timestamp - s.startTime;
        round = uint64(elapsed / s.roundDuration);
        uint256 stageLen = s.roundDuration / s.stages;
        uint256 st = (elapsed % s.roundDuration) / stageLen;
        if (st >= s.stages) st = s.stages - 1;
        return (true, round, uint8(st));
    }

    function isMember(uint256 swarmId, address node) external view returns (bool) {
        return _members[swarmId][node].joinedAt != 0;
    }

    /// @notice The libp2p peer ID a member registered with (empty if none).
    function peerIdOf(uint256 swarmId, address node) external view returns (bytes memory) {
        Member storage m = _members[swarmId][node];
        if (m.joinedAt == 0) return "";
        return abi.encodePacked(PEER_ID_PREFIX, m.keyParity, _keyX[swarmId][node]);
    }

    function member(uint256 swarmId, address node) external view returns (Member memory) {
        return _members[swarmId][node];
    }

    /// @notice How many participants committed a given winner list for a round.
    function commitCount(uint256 swarmId, uint64 round, bytes32 winnersHash) external view returns (uint256) {
        Tally memory t = _tallies[swarmId][round];
        bytes24 tag = bytes24(winnersHash);
        if (t.leaderCount != 0 && t.leader == tag) return t.leaderCount;
        return _counts[_countKey(swarmId, round, tag)];
    }

    /// @notice The outcome of a round. leader is the top 192 bits of the
    /// hash of the most-committed winner list (the earliest to reach that
    /// count on a tie); agreed is true when it was committed by a strict
    /// majority of the round's committers; final is true once the commit
    /// window has closed. The round's winners are the leader list when agreed,
    /// and nobody otherwise.
    function roundResult(uint256 swarmId, uint64 round)
        external
        view
        returns (bytes24 leader, uint32 leaderCount, uint32 committers, bool agreed, bool final_)
    {
        Swarm storage s = _swarm(swarmId);
        Tally memory t = _tallies[swarmId][round];
        uint256 closes = uint256(s.startTime) + (uint256(round) + 2) * s.roundDuration;
        return (t.leader, t.leaderCount, t.committers, uint256(t.leaderCount) * 2 > t.committers, block.timestamp >= closes);
    }

    function _swarm(uint256 swarmId) internal view returns (Swarm storage s) {
        s = _swarms[swarmId];
        if (s.coordinator == address(0)) revert UnknownSwarm(swarmId);
    }
}
