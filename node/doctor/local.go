package doctor

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	ma "github.com/multiformats/go-multiaddr"
	manet "github.com/multiformats/go-multiaddr/net"

	"github.com/synod-net/synod/internal/units"
	"github.com/synod-net/synod/node"
	"github.com/synod-net/synod/node/identity"
)

// checkKey reads the key file: present, private to its owner, parseable,
// and, when a passphrase is at hand, decryptable.
func checkKey(o Options) Result {
	r := Result{Check: "key"}
	path := o.Config.Node.KeyFile
	enc, err := identity.IsEncrypted(path)
	if err != nil {
		return keyFailure(r, err)
	}
	if !enc || o.Passphrase != "" {
		id, err := identity.Load(path, o.Passphrase)
		if err != nil {
			return keyFailure(r, err)
		}
		kind := "plain (mode 0600)"
		if enc {
			kind = "encrypted, passphrase accepted"
		}
		r.Status, r.Detail = OK, fmt.Sprintf("%s: %s; peer ID %s, address %s", path, kind, id.PeerID(), id.Address().Hex())
		return r
	}
	// Encrypted and no passphrase: check the file without decrypting it.
	data, err := os.ReadFile(path)
	if err != nil {
		return keyFailure(r, err)
	}
	var probe struct {
		Address string          `json:"address"`
		Crypto  json.RawMessage `json:"crypto"`
	}
	if json.Unmarshal(data, &probe) != nil || len(probe.Crypto) == 0 {
		r.Status, r.Detail = Fail, path+": not a valid keystore JSON file"
		r.Hint = "restore the key from a backup, or move it away and run: synod init (a new key is a new peer ID and address)"
		return r
	}
	r.Status, r.Detail = OK, fmt.Sprintf("%s: encrypted keystore for address 0x%s (passphrase not checked)", path, probe.Address)
	r.Hint = "set SYNOD_KEY_PASSPHRASE or pass --passphrase-file to check the passphrase too"
	return r
}

func keyFailure(r Result, err error) Result {
	r.Status, r.Detail = Fail, err.Error()
	var fe *identity.FileError
	if errors.As(err, &fe) && fe.Hint != "" {
		r.Detail, r.Hint = "key file "+fe.Path+": "+fe.Err.Error(), fe.Hint
		return r
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		r.Hint = "run: synod init, or point node.key_file at your key"
	case errors.Is(err, identity.ErrInsecurePermissions):
		r.Hint = "make the key private to you: chmod 600 <key file>"
	case errors.Is(err, identity.ErrWrongPassphrase):
		r.Hint = "check SYNOD_KEY_PASSPHRASE or the --passphrase-file contents"
	case errors.Is(err, identity.ErrCorrupt):
		r.Hint = "restore the key from a backup, or move it away and run: synod init (a new key is a new peer ID and address)"
	default:
		r.Hint = "check that the key file is readable by the user running synod"
	}
	return r
}

// checkDataDir checks that the data directory exists or can be created, that
// a file can be written and synced there, and how much space is free.
func checkDataDir(o Options) []Result {
	dir := o.Config.Node.DataDir
	w := Result{Check: "data dir"}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		w.Status, w.Detail = Fail, fmt.Sprintf("%s cannot be created: %v", dir, err)
		w.Hint = "create it with write access for this user, or set node.data_dir to a writable directory"
		return []Result{w}
	}
	f, err := os.CreateTemp(dir, ".doctor-*")
	if err == nil {
		_, err = f.Write([]byte("synod doctor write test\n"))
		if err == nil {
			err = f.Sync()
		}
		f.Close()
		os.Remove(f.Name())
	}
	if err != nil {
		w.Status, w.Detail = Fail, fmt.Sprintf("%s is not writable: %v", dir, err)
		w.Hint = "give this user write access (chown/chmod), or set node.data_dir to a writable directory"
		return []Result{w}
	}
	w.Status, w.Detail = OK, dir+" is writable"
	out := []Result{w}

	d := Result{Check: "disk space"}
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		d.Status, d.Detail = Warn, fmt.Sprintf("free space of %s unknown: %v", dir, err)
		return append(out, d)
	}
	free := st.Bavail * uint64(st.Bsize)
	d.Detail = fmt.Sprintf("%s free on the file system of %s", units.Bytes(free), dir)
	switch {
	case free < o.MinFreeBytes:
		d.Status = Fail
		d.Hint = fmt.Sprintf("free at least %s: checkpoints and the datastore need room (or move node.data_dir and storage.datastore_dir to a larger disk)", units.Bytes(o.WarnFreeBytes))
	case free < o.WarnFreeBytes:
		d.Status = Warn
		d.Hint = fmt.Sprintf("checkpoints can take gigabytes; keep at least %s free", units.Bytes(o.WarnFreeBytes))
	default:
		d.Status = OK
	}
	return append(out, d)
}

// checkStateDir looks at the node's network state directory
// (<data_dir>/p2p): whether another process holds its lock, which means a
// node runs with this data directory. busy reports that.
func checkStateDir(o Options, running *runningNode) (r Result, busy bool) {
	r = Result{Check: "network state"}
	dir := node.StateDir(o.Config.Node)
	if dir == "" {
		r.Status, r.Detail = Skip, "node.persist_network_state is off: peers and DHT records are not kept across restarts"
		return r, false
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		r.Status, r.Detail = OK, dir+" does not exist yet (created at the first start)"
		return r, false
	}
	held, err := lockHeld(dir)
	switch {
	case err != nil:
		r.Status, r.Detail = Warn, fmt.Sprintf("%s: %v", dir, err)
		r.Hint = "check that this user can read the data directory"
	case held && running != nil:
		r.Status, r.Detail = OK, dir+" is in use by the running node "+running.PeerID
	case held:
		r.Status, r.Detail = Warn, dir+" is in use by another synod process"
		if pid, err := os.ReadFile(filepath.Join(dir, "LOCK")); err == nil && len(strings.TrimSpace(string(pid))) > 0 {
			r.Detail += " (pid " + strings.TrimSpace(string(pid)) + ")"
		}
		r.Hint = "a node already runs with this data directory (its local API is off or elsewhere); stop it before starting another, or use another --home"
	default:
		r.Status, r.Detail = OK, dir+" holds the peers and DHT records of the last run"
	}
	return r, held
}

// lockHeld reports whether another process holds the datastore's lock on
// dir (badger flocks the directory itself and writes its pid to dir/LOCK).
func lockHeld(dir string) (bool, error) {
	f, err := os.Open(dir)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return true, nil
		}
		return false, err
	}
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return false, nil
}

// checkPorts tries to bind every listen address (and the metrics address).
// When the configured node is running, its own ports are busy by design;
// stateBusy says a node runs with this data directory even though its
// local API did not answer.
func checkPorts(o Options, running *runningNode, stateBusy bool) []Result {
	var out []Result
	for _, s := range o.Config.Node.ListenAddrs {
		r := Result{Check: "listen " + s}
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			r.Status, r.Detail = Fail, err.Error()
			out = append(out, r)
			continue
		}
		err = tryListen(a)
		switch {
		case err == nil:
			r.Status, r.Detail = OK, "free"
		case running != nil:
			r.Status, r.Detail = OK, "in use by the running node "+running.PeerID
		case errors.Is(err, syscall.EADDRINUSE) && stateBusy:
			r.Status, r.Detail = Fail, "in use, probably by the synod node running with this data directory"
			r.Hint = "stop that node before starting another, or pick another port in node.listen_addrs"
		case errors.Is(err, syscall.EADDRINUSE):
			r.Status, r.Detail = Fail, "in use by another program"
			r.Hint = "stop the program using it (a synod node already running with another home?), or pick another port in node.listen_addrs"
		case errors.Is(err, syscall.EADDRNOTAVAIL):
			r.Status, r.Detail = Fail, "no network interface has this address"
			r.Hint = "listen on 0.0.0.0 / :: or an address of this machine; use node.announce_addrs for a public IP"
		case errors.Is(err, syscall.EACCES):
			r.Status, r.Detail = Fail, "permission denied"
			r.Hint = "ports below 1024 need privileges: use a port above 1024 (default 4001)"
		case errors.Is(err, errUnsupportedFamily):
			r.Status, r.Detail = Warn, err.Error()
			r.Hint = "remove the address from node.listen_addrs if this machine has no IPv6"
		default:
			r.Status, r.Detail = Fail, err.Error()
			r.Hint = "check node.listen_addrs"
		}
		out = append(out, r)
	}
	if addr := o.Config.Node.MetricsListenAddr; addr != "" {
		r := Result{Check: "metrics " + addr}
		ln, err := net.Listen("tcp", addr)
		switch {
		case err == nil:
			ln.Close()
			r.Status, r.Detail = OK, "free"
		case running != nil:
			r.Status, r.Detail = OK, "served by the running node "+running.PeerID
		default:
			r.Status, r.Detail = Fail, err.Error()
			r.Hint = "stop the program using it, or change node.metrics_listen_addr (empty turns the local API off)"
		}
		out = append(out, r)
	}
	return out
}

var errUnsupportedFamily = errors.New("this machine cannot open IPv6 sockets")

func tryListen(a ma.Multiaddr) error {
	if _, err := a.ValueForProtocol(ma.P_QUIC_V1); err == nil {
		udp, err := manet.ToNetAddr(a.Decapsulate(ma.StringCast("/quic-v1")))
		if err != nil {
			return err
		}
		pc, err := net.ListenPacket(udp.Network(), udp.String())
		if err != nil {
			return classify(err)
		}
		return pc.Close()
	}
	addr, err := manet.ToNetAddr(a)
	if err != nil {
		return err
	}
	ln, err := net.Listen(addr.Network(), addr.String())
	if err != nil {
		return classify(err)
	}
	return ln.Close()
}

func classify(err error) error {
	if errors.Is(err, syscall.EAFNOSUPPORT) {
		return fmt.Errorf("%w (%v)", errUnsupportedFamily, err)
	}
	return err
}
