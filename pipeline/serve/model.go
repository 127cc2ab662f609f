package serve

import (
	"errors"
	"fmt"
	"math"

	"github.com/synod-net/synod/pipeline/deploy"
	"github.com/synod-net/synod/repops/models"
)

// ErrModel reports a model name this node does not know.
var ErrModel = errors.New("serve: unknown model")

// Models are the model names a run may name. Both sides build the model
// from its name and the stage count, so a plan carries no
// hyperparameters a peer would have to trust.
var Models = []string{"tiny"}

// ModelConfig returns the transformer of a named model cut into stages:
// "tiny" is deploy.TinyModel (one block per stage, width 16, a 16-token
// vocabulary, context 8), the model synod pipeline run trains.
func ModelConfig(name string, stages int) (models.TransformerConfig, error) {
	if stages < 2 || stages > MaxStages {
		return models.TransformerConfig{}, fmt.Errorf("serve: %d stages outside 2..%d", stages, MaxStages)
	}
	switch name {
	case "tiny":
		return deploy.TinyModel(stages), nil
	}
	return models.TransformerConfig{}, fmt.Errorf("%w %q (known: %v)", ErrModel, name, Models)
}

// PathLength turns a skip ratio into the stages each microbatch visits,
// stage 0 included: stages − round(skip·stages), at least 2.
func PathLength(stages int, skip float64) (int, error) {
	if !(skip >= 0 && skip < 1) {
		return 0, fmt.Errorf("serve: skip ratio %g: want 0 <= skip < 1", skip)
	}
	p := stages - int(math.Round(skip*float64(stages)))
	if p < 2 {
		return 0, fmt.Errorf("serve: skip ratio %g of %d stages leaves no stage beyond stage 0", skip, stages)
	}
	return p, nil
}
