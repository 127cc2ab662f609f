package policy

import (
	"bytes"
	_ "embed"
	"fmt"

	"github.com/synod-net/synod/repops/models"
)

// The swarm's base checkpoint: DefaultPretrain's result, committed so that
// a node does not pretrain before it can play. `synod model pretrain`
// rebuilds it with Pretrain and fails unless the CID is the same; `make
// test` runs it (mk/policy.mk).
//
//go:embed base/base.ckpt
var baseCheckpoint []byte

// BaseCID is the CID of the base checkpoint (its bytes imported with the
// checkpoint store's default chunking): the swarm's on-chain modelCid by
// default.
const BaseCID = baseCID

// BaseCheckpoint returns a copy of the base checkpoint's bytes.
func BaseCheckpoint() []byte { return bytes.Clone(baseCheckpoint) }

// LoadBaseModel decodes the base checkpoint.
func LoadBaseModel() (*models.Transformer, error) {
	m, err := models.LoadTransformer(bytes.NewReader(baseCheckpoint))
	if err != nil {
		return nil, fmt.Errorf("policy: the embedded base checkpoint: %w", err)
	}
	return m, nil
}

// LoadBase wraps the base checkpoint's model as the policy of node self.
func LoadBase(self string, opts Options) (*Transformer, error) {
	m, err := LoadBaseModel()
	if err != nil {
		return nil, err
	}
	return New(m, self, opts)
}
