package state

import (
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
