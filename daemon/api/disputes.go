package api

import "time"

// Disputes are the dispute games on chain this node is a party to, as
// its task-market roles play them: GET /api/v1/disputes (404 when the
// node plays no task-market role), and a "dispute" server-sent event (a
// DisputeEvent) for every event of one of them as it is mined.
type Disputes struct {
	Account string    `json:"account"` // the node key's address, the party on chain
	Games   []Dispute `json:"games"`   // by dispute ID, newest first
}

// Dispute is one dispute game this node is a party to, as the chain
// shows it after its last event.
type Dispute struct {
	ID       string `json:"id"`
	TaskID   string `json:"task_id"`
	Role     string `json:"role"`     // this node's side: "solver" or "challenger"
	Opponent string `json:"opponent"` // the other party's address
	// Phase: steps (bisection over steps), open (both open the pinned
	// step's trace), entries (bisection over its entries), reveal, in
	// phase 3 elements (descent over the pinned entry's output elements)
	// and scalar (bisection over one element's scalar steps), referee
	// (waiting for the referee set's ruling) or done.
	Phase    string    `json:"phase"`
	ToMove   string    `json:"to_move"` // "solver", "challenger" or "none"
	Turn     int       `json:"turn"`
	Deadline time.Time `json:"deadline"` // of the move due (chain time)
	Steps    int       `json:"steps"`
	// Over is what (Lo, Hi] bisects: "steps", or "entries" of the
	// pinned step's trace; in phase 3 "elements" (the descent over the
	// pinned entry's Elements output elements: (Lo, Hi] is a node of
	// their tree at Level) and then "scalar steps" (of output element
	// Element's ScalarSteps). A game over keeps the last.
	Over    string `json:"over"`
	Lo      int    `json:"lo"`
	Hi      int    `json:"hi"`
	Step    int    `json:"step,omitempty"`    // the pinned step
	Entries int    `json:"entries,omitempty"` // the pinned step's trace length
	Entry   *int   `json:"entry,omitempty"`   // the pinned entry
	// Phase 3: OpSet is the game's op set when the task named one (0: the
	// referee set rules every op), then the descent and the pinned element.
	OpSet       int  `json:"op_set,omitempty"`
	Level       int  `json:"level,omitempty"`
	Elements    int  `json:"elements,omitempty"`
	Element     *int `json:"element,omitempty"`
	ScalarSteps int  `json:"scalar_steps,omitempty"`
	// Outcome is the game's end ("the solver won", "the challenger won"
	// or "void"); Result says what it is for this node: "won", "lost" or
	// "void" (empty while the game runs).
	Outcome string        `json:"outcome,omitempty"`
	Result  string        `json:"result,omitempty"`
	Moves   []DisputeMove `json:"moves"` // the game's events, oldest first
}

// DisputeMove is one on-chain event of a game: a move, a phase change,
// the ruling, a missed deadline or the end.
type DisputeMove struct {
	Time  time.Time `json:"time"` // when this node saw it
	Block uint64    `json:"block"`
	Kind  string    `json:"kind"` // the DisputeGame event: GameOpened, Posted, Picked, StepPinned, ...
	Line  string    `json:"line"` // what happened, in words
}

// DisputeEvent is the "dispute" server-sent event: a game's state after
// one of its events, and that event.
type DisputeEvent struct {
	Dispute Dispute     `json:"dispute"`
	Move    DisputeMove `json:"move"`
}
