package checkpoint

import "encoding/json"

// The JSON forms print CIDs as plain strings ("bafy..."), not the IPLD
// {"/": ...} link form.

// MarshalJSON implements json.Marshaler.
func (i Info) MarshalJSON() ([]byte, error) {
	type plain Info
	return json.Marshal(struct {
		plain
		CID string `json:"cid"`
	}{plain(i), i.CID.String()})
}

// MarshalJSON implements json.Marshaler.
func (s Stat) MarshalJSON() ([]byte, error) {
	type plain Stat
	return json.Marshal(struct {
		plain
		CID string `json:"cid"`
	}{plain(s), s.CID.String()})
}

// MarshalJSON implements json.Marshaler.
func (p PinInfo) MarshalJSON() ([]byte, error) {
	type plain PinInfo
	return json.Marshal(struct {
		plain
		CID string `json:"cid"`
	}{plain(p), p.CID.String()})
}

// MarshalJSON implements json.Marshaler.
func (r FetchResult) MarshalJSON() ([]byte, error) {
	type plainInfo Info
	type plain struct {
		plainInfo
		CID          string            `json:"cid"`
		Blocks       int               `json:"blocks"`
		Fetched      int               `json:"fetched_blocks"`
		FetchedBytes uint64            `json:"fetched_bytes"`
		AlreadyLocal int               `json:"already_local_blocks"`
		Providers    int               `json:"providers"`
		DAGBlocks    int               `json:"dag_protocol_blocks"`
		ByPeer       map[string]uint64 `json:"bytes_by_peer,omitempty"`
		Reasks       int               `json:"reasks"`
		BadBlocks    int               `json:"bad_blocks"`
		Seconds      float64           `json:"seconds"`
	}
	return json.Marshal(plain{
		plainInfo: plainInfo(r.Info), CID: r.CID.String(),
		Blocks: r.Blocks, Fetched: r.Fetched, FetchedBytes: r.FetchedBytes, AlreadyLocal: r.AlreadyLocal,
		Providers: r.Providers, DAGBlocks: r.DAGBlocks, ByPeer: r.ByPeer, Reasks: r.Reasks,
		BadBlocks: r.BadBlocks, Seconds: r.Duration.Seconds(),
	})
}
