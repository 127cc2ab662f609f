package state

import (
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"sync"

	"github.com/dgraph-io/badger/v4"
)

// SchemaVersion is the key schema this build writes.
const SchemaVersion uint32 = 1

// schemaKey holds the schema version as a big-endian uint32. It is outside
// the versioned key space on purpose.
var schemaKey = []byte("meta/schema")

// Migration upgrades a database from one schema version to the next inside
// txn. It must be idempotent with respect to a crash: the version bump is
// written in the same transaction, so either both land or neither does.
type Migration func(txn *badger.Txn) error

// Option configures a DB.
type Option func(*DB) error

// WithLogger sets the logger (default: slog.Default()).
func WithLogger(l *slog.Logger) Option {
	return func(d *DB) error {
		if l == nil {
			return errors.New("state: nil logger")
		}
		d.log = l
		return nil
	}
}

// WithMigration registers the migration that upgrades schema version from
// to from+1.
func WithMigration(from uint32, m Migration) Option {
	return func(d *DB) error {
		if m == nil {
			return errors.New("state: nil migration")
		}
		if _, dup := d.migrations[from]; dup {
			return fmt.Errorf("state: migration from schema %d registered twice", from)
		}
		d.migrations[from] = m
		return nil
	}
}

// WithInMemory keeps the database in memory only (for tests and tools that
// need no durability). dir is ignored.
func WithInMemory() Option {
	return func(d *DB) error {
		d.inMemory = true
		return nil
	}
}

// withSchemaVersion overrides the target schema version (tests of the
// migration path).
func withSchemaVersion(v uint32) Option {
	return func(d *DB) error {
		d.schema = v
		return nil
	}
}

// DB is a node's durable state. It is safe for concurrent use.
type DB struct {
	db         *badger.DB
	log        *slog.Logger
	migrations map[uint32]Migration
	schema     uint32
	inMemory   bool

	closeOnce sync.Once
	closeErr  error
	mu        sync.RWMutex
	closed    bool
}

// Open opens (creating if needed) the state database in dir, checks its
// schema version and runs any registered migrations.
func Open(dir string, opts ...Option) (*DB, error) {
	d := &DB{log: slog.Default(), migrations: map[uint32]Migration{}, schema: SchemaVersion}
	for _, o := range opts {
		if err := o(d); err != nil {
			return nil, err
		}
	}
	bo := badger.DefaultOptions(dir).
		WithSyncWrites(true).
		WithLogger(badgerLogger{d.log}).
		WithNumVersionsToKeep(1).
		WithMemTableSize(8 << 20).
		WithValueLogFileSize(64 << 20).
		WithNumCompactors(2).
		WithBlockCacheSize(8 << 20)
	if d.inMemory {
		bo = bo.WithDir("").WithValueDir("").WithInMemory(true)
	}
	db, err := badger.Open(bo)
	if err != nil {
		return nil, fmt.Errorf("state: opening database in %s: %w", dir, err)
	}
	d.db = db
	if err := d.migrate(); err != nil {
		_ = db.Close()
		return nil, err
	}
	return d, nil
}

// Close flushes and closes the database. It is idempotent.
func (d *DB) Close() error {
	d.closeOnce.Do(func() {
		d.mu.Lock()
		d.closed = true
		d.mu.Unlock()
		d.closeErr = d.db.Close()
	})
	return d.closeErr
}

// Schema returns the schema version stored in the database.
func (d *DB) Schema() (uint32, error) {
	var v uint32
	err := d.view(func(txn *badger.Txn) error {
		var err error
		v, _, err = readSchema(txn)
		return err
	})
	return v, err
}

func readSchema(txn *badger.Txn) (v uint32, found bool, err error) {
	it, err := txn.Get(schemaKey)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	err = it.Value(func(b []byte) error {
		if len(b) != 4 {
			return fmt.Errorf("state: schema version record has %d bytes, want 4", len(b))
		}
		v = binary.BigEndian.Uint32(b)
		return nil
	})
	return v, true, err
}

func writeSchema(txn *badger.Txn, v uint32) error {
	return txn.Set(schemaKey, binary.BigEndian.AppendUint32(nil, v))
}

// migrate brings the stored schema up to d.schema, one version per
// transaction.
func (d *DB) migrate() error {
	for {
		var done bool
		err := d.db.Update(func(txn *badger.Txn) error {
			v, found, err := readSchema(txn)
			if err != nil {
				return err
			}
			switch {
			case !found:
				done = true
				return writeSchema(txn, d.schema)
			case v == d.schema:
				done = true
				return nil
			case v > d.schema:
				return fmt.Errorf("%w: database has schema %d, this build knows %d; upgrade synod", ErrSchemaTooNew, v, d.schema)
			}
			m, ok := d.migrations[v]
			if !ok {
				return fmt.Errorf("%w: database has schema %d, this build needs %d", ErrNoMigration, v, d.schema)
			}
			d.log.Info("migrating node state", "from", v, "to", v+1)
			if err := m(txn); err != nil {
				return fmt.Errorf("state: migration from schema %d: %w", v, err)
			}
			return writeSchema(txn, v+1)
		})
		if err != nil {
			return err
		}
		if done {
			return nil
		}
	}
}

func (d *DB) view(fn func(*badger.Txn) error) error {
	d.mu.RLock()
	defer d.mu.RUnlock()
	if d.closed {
		return ErrClosed
	}
	return d.db.View(fn)
}

func (d *DB) update(fn func(*badger.Txn) error) error {
	d.mu.RLock()
	defer d.mu.RUnlock()
	if d.closed {
		return ErrClosed
	}
	return d.db.Update(fn)
}

// badgerLogger routes badger's logging to slog at reduced levels.
type badgerLogger struct{ l *slog.Logger }

func (b badgerLogger) Errorf(f string, a ...any) {
	b.l.Error(fmt.Sprintf(f, a...), "component", "badger")
}
func (b badgerLogger) Warningf(f string, a ...any) {
	b.l.Warn(fmt.Sprintf(f, a...), "component", "badger")
}
func (b badgerLogger) Infof(f string, a ...any) {
	b.l.Debug(fmt.Sprintf(f, a...), "component", "badger")
}
func (b badgerLogger) Debugf(f string, a ...any) {}

// CollectValueLog rewrites the value-log files of the database in which at
// least ratio (0 < ratio < 1) of the bytes are garbage, one file after the
// other until none qualifies, and returns how many it rewrote. Badger never
// does this by itself; a long-running node calls it every
// storage.gc_interval.
func (d *DB) CollectValueLog(ratio float64) (rewritten int, err error) {
	if ratio <= 0 || ratio >= 1 {
		return 0, fmt.Errorf("state: value-log discard ratio %v: want 0 < ratio < 1", ratio)
	}
	d.mu.RLock()
	defer d.mu.RUnlock()
	if d.closed {
		return 0, ErrClosed
	}
	for {
		err := d.db.RunValueLogGC(ratio)
		if errors.Is(err, badger.ErrNoRewrite) || errors.Is(err, badger.ErrRejected) {
			return rewritten, nil
		}
		if err != nil {
			return rewritten, fmt.Errorf("state: value-log GC: %w", err)
		}
		rewritten++
	}
}
