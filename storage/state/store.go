package state

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dgraph-io/badger/v4"
)

// Tx is a read-write transaction: everything written through one Tx
// becomes visible and durable together when Update returns nil, or not at
// all.
type Tx struct{ txn *badger.Txn }

// Update runs fn in one read-write transaction and commits it durably.
// Badger may retry fn on a write conflict, so fn must not have side
// effects outside the Tx.
func (d *DB) Update(fn func(tx *Tx) error) error {
	for attempt := 0; ; attempt++ {
		err := d.update(func(txn *badger.Txn) error { return fn(&Tx{txn: txn}) })
		if errors.Is(err, badger.ErrConflict) && attempt < 8 {
			continue
		}
		return err
	}
}

// View runs fn in one read-only snapshot.
func (d *DB) View(fn func(tx *Tx) error) error {
	return d.view(func(txn *badger.Txn) error { return fn(&Tx{txn: txn}) })
}

func putJSON(txn *badger.Txn, key []byte, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("state: encoding %T: %w", v, err)
	}
	return txn.Set(key, b)
}

func getJSON[T any](txn *badger.Txn, key []byte) (T, error) {
	var v T
	it, err := txn.Get(key)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return v, ErrNotFound
	}
	if err != nil {
		return v, err
	}
	err = it.Value(func(b []byte) error { return json.Unmarshal(b, &v) })
	if err != nil {
		return v, fmt.Errorf("state: decoding %T: %w", v, err)
	}
	return v, nil
}

func has(txn *badger.Txn, key []byte) (bool, error) {
	_, err := txn.Get(key)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return false, nil
	}
	return err == nil, err
}

// listJSON decodes every record whose key starts with prefix, in key order.
func listJSON[T any](txn *badger.Txn, prefix []byte) ([]T, error) {
	opts := badger.DefaultIteratorOptions
	opts.Prefix = prefix
	it := txn.NewIterator(opts)
	defer it.Close()
	var out []T
	for it.Rewind(); it.Valid(); it.Next() {
		var v T
		if err := it.Item().Value(func(b []byte) error { return json.Unmarshal(b, &v) }); err != nil {
			return nil, fmt.Errorf("state: decoding %T at %q: %w", v, it.Item().Key(), err)
		}
		out = append(out, v)
	}
	return out, nil
}

// getOne runs a keyed read in its own snapshot.
func getOne[T any](d *DB, key []byte, kerr error) (T, error) {
	var v T
	if kerr != nil {
		return v, kerr
	}
	err := d.view(func(txn *badger.Txn) error {
		var err error
		v, err = getJSON[T](txn, key)
		return err
	})
	return v, err
}

func listAll[T any](d *DB, prefix []byte, kerr error) ([]T, error) {
	if kerr != nil {
		return nil, kerr
	}
	var out []T
	err := d.view(func(txn *badger.Txn) error {
		var err error
		out, err = listJSON[T](txn, prefix)
		return err
	})
	return out, err
}

// listValues returns the values of every key starting with prefix, in key
// order.
func listValues(txn *badger.Txn, prefix []byte) ([][]byte, error) {
	opts := badger.DefaultIteratorOptions
	opts.Prefix = prefix
	it := txn.NewIterator(opts)
	defer it.Close()
	var out [][]byte
	for it.Rewind(); it.Valid(); it.Next() {
		v, err := it.Item().ValueCopy(nil)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// pruneBatch bounds the deletions of one transaction (badger refuses
// transactions that grow too large).
const pruneBatch = 512

// pruneRounds calls del for every key under prefix whose next 8 bytes (a
// big-endian round number) are below before, in transactions of at most
// pruneBatch keys, and returns how many keys it deleted.
func (d *DB) pruneRounds(prefix []byte, before uint64, del func(txn *badger.Txn, key, val []byte) error) (int, error) {
	total := 0
	for {
		n := 0
		err := d.update(func(txn *badger.Txn) error {
			n = 0
			opts := badger.DefaultIteratorOptions
			opts.Prefix = prefix
			it := txn.NewIterator(opts)
			type kv struct{ k, v []byte }
			var doomed []kv
			for it.Rewind(); it.Valid() && len(doomed) < pruneBatch; it.Next() {
				k := it.Item().KeyCopy(nil)
				if len(k) < len(prefix)+8 || binary.BigEndian.Uint64(k[len(prefix):]) >= before {
					break
				}
				v, err := it.Item().ValueCopy(nil)
				if err != nil {
					it.Close()
					return err
				}
				doomed = append(doomed, kv{k, v})
			}
			it.Close()
			for _, x := range doomed {
				if err := del(txn, x.k, x.v); err != nil {
					return err
				}
			}
			n = len(doomed)
			return nil
		})
		if errors.Is(err, badger.ErrConflict) {
			continue
		}
		if err != nil {
			return total, err
		}
		total += n
		if n < pruneBatch {
			return total, nil
		}
	}
}
