package identity

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/google/uuid"
)

// Errors a caller can test for with errors.Is. Load wraps them in a
// *FileError naming the file.
var (
	ErrWrongPassphrase     = errors.New("wrong passphrase")
	ErrPassphraseRequired  = errors.New("the key file is encrypted and no passphrase was given")
	ErrCorrupt             = errors.New("corrupt key file")
	ErrInsecurePermissions = errors.New("readable by group or others")
	ErrExists              = errors.New("key file already exists")
)

// Scrypt strengths for encrypted key files (go-ethereum's keystore).
const (
	// StandardScryptN uses about 256 MB and one second to decrypt: the default.
	StandardScryptN = keystore.StandardScryptN
	StandardScryptP = keystore.StandardScryptP
	// LightScryptN uses about 4 MB: for tests and throwaway devnet keys.
	LightScryptN = keystore.LightScryptN
	LightScryptP = keystore.LightScryptP
)

// FileError is a key file problem with the file's path and a hint.
type FileError struct {
	Path string
	Err  error  // one of the sentinels above, or an I/O error
	Hint string // what to do about it, may be empty
}

func (e *FileError) Error() string {
	msg := fmt.Sprintf("key file %s: %v", e.Path, e.Err)
	if e.Hint != "" {
		msg += " (" + e.Hint + ")"
	}
	return msg
}

func (e *FileError) Unwrap() error { return e.Err }

// SaveOptions says how to store a key.
type SaveOptions struct {
	// Passphrase encrypts the key with go-ethereum's keystore format.
	Passphrase string
	// Plain stores the key unencrypted as hex; Passphrase must then be empty.
	Plain bool
	// ScryptN and ScryptP set the encryption strength; zero means
	// StandardScryptN and StandardScryptP.
	ScryptN, ScryptP int
}

// Encode returns the bytes of a key file holding id, as Save writes them.
func Encode(id *Identity, opts SaveOptions) ([]byte, error) {
	switch {
	case opts.Plain && opts.Passphrase != "":
		return nil, errors.New("identity: a plain key file takes no passphrase")
	case opts.Plain:
		return []byte(hex.EncodeToString(id.Raw()) + "\n"), nil
	case opts.Passphrase == "":
		return nil, errors.New("identity: an encrypted key file needs a passphrase (or choose a plain file)")
	}
	n, p := opts.ScryptN, opts.ScryptP
	if n == 0 {
		n, p = StandardScryptN, StandardScryptP
	}
	key := &keystore.Key{Id: uuid.New(), Address: id.Address(), PrivateKey: id.ECDSA()}
	data, err := keystore.EncryptKey(key, opts.Passphrase, n, p)
	if err != nil {
		return nil, fmt.Errorf("identity: encrypt key: %w", err)
	}
	return append(data, '\n'), nil
}

// Save writes id to path with mode 0600, creating parent directories with
// mode 0700. It never overwrites an existing file (ErrExists).
func Save(path string, id *Identity, opts SaveOptions) error {
	data, err := Encode(id, opts)
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return &FileError{Path: path, Err: err}
	}
	if _, err := os.Stat(path); err == nil {
		return &FileError{Path: path, Err: ErrExists, Hint: "remove it first to make a new identity"}
	}
	tmp, err := os.CreateTemp(dir, ".key-*")
	if err != nil {
		return &FileError{Path: path, Err: err}
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return &FileError{Path: path, Err: err}
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return &FileError{Path: path, Err: err}
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return &FileError{Path: path, Err: err}
	}
	if err := tmp.Close(); err != nil {
		return &FileError{Path: path, Err: err}
	}
	// A hard link fails if path exists, so a concurrent Save cannot clobber a key.
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return &FileError{Path: path, Err: ErrExists, Hint: "remove it first to make a new identity"}
		}
		return &FileError{Path: path, Err: err}
	}
	return nil
}

// IsEncrypted reports whether the key file at path is a keystore file (it
// needs a passphrase). It checks permissions like Load.
func IsEncrypted(path string) (bool, error) {
	data, err := readKeyFile(path)
	if err != nil {
		return false, err
	}
	return looksLikeJSON(data), nil
}

// Load reads the key file at path. passphrase is ignored for plain files.
func Load(path, passphrase string) (*Identity, error) {
	data, err := readKeyFile(path)
	if err != nil {
		return nil, err
	}
	if looksLikeJSON(data) {
		return loadKeystore(path, data, passphrase)
	}
	s := strings.TrimSpace(string(data))
	s = strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X")
	raw, err := hex.DecodeString(s)
	if err != nil || len(raw) != 32 {
		return nil, &FileError{Path: path, Err: ErrCorrupt,
			Hint: "expected a keystore JSON file or 64 hex characters"}
	}
	id, err := FromRaw(raw)
	if err != nil {
		return nil, &FileError{Path: path, Err: fmt.Errorf("%w: %v", ErrCorrupt, err)}
	}
	return id, nil
}

func loadKeystore(path string, data []byte, passphrase string) (*Identity, error) {
	var probe struct {
		Address string          `json:"address"`
		Crypto  json.RawMessage `json:"crypto"`
	}
	if err := json.Unmarshal(data, &probe); err != nil || len(probe.Crypto) == 0 {
		return nil, &FileError{Path: path, Err: ErrCorrupt, Hint: "not a valid keystore JSON file"}
	}
	if passphrase == "" {
		return nil, &FileError{Path: path, Err: ErrPassphraseRequired,
			Hint: "set SYNOD_KEY_PASSPHRASE or use --passphrase-file"}
	}
	key, err := keystore.DecryptKey(data, passphrase)
	if errors.Is(err, keystore.ErrDecrypt) {
		return nil, &FileError{Path: path, Err: ErrWrongPassphrase}
	}
	if err != nil {
		return nil, &FileError{Path: path, Err: fmt.Errorf("%w: %v", ErrCorrupt, err)}
	}
	id, err := FromECDSA(key.PrivateKey)
	if err != nil {
		return nil, &FileError{Path: path, Err: fmt.Errorf("%w: %v", ErrCorrupt, err)}
	}
	return id, nil
}

func readKeyFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &FileError{Path: path, Err: fs.ErrNotExist, Hint: "create one with: synod init"}
		}
		return nil, &FileError{Path: path, Err: err}
	}
	if !fi.Mode().IsRegular() {
		return nil, &FileError{Path: path, Err: fmt.Errorf("%w: not a regular file", ErrCorrupt)}
	}
	if runtime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0 {
		return nil, &FileError{Path: path, Err: ErrInsecurePermissions,
			Hint: fmt.Sprintf("mode %04o; run: chmod 600 %s", fi.Mode().Perm(), path)}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &FileError{Path: path, Err: fmt.Errorf("%w: empty file", ErrCorrupt)}
	}
	return data, nil
}

func looksLikeJSON(data []byte) bool {
	t := bytes.TrimSpace(data)
	return len(t) > 0 && t[0] == '{'
}
