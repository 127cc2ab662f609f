package checkpoint

import (
	"os"

	"github.com/ipfs/boxo/blockstore"
	blocks "github.com/ipfs/go-block-format"
	ds "github.com/ipfs/go-datastore"
)

type blocksBlock = blocks.Block

// blocksKey is where the blockstore keeps a block in the datastore.
func blocksKey(k ds.Key) ds.Key { return blockstore.BlockPrefix.Child(k) }

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
