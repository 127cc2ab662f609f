package memload

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// proc is a child process of the measurement (the chain, the measured
// node) writing its standard output and error to a log file.
type proc struct {
	name string
	cmd  *exec.Cmd
	log  string
	done chan struct{}
	err  error // valid once done is closed
}

// startProc starts bin with args, its output going to logPath. The child
// is killed if this process dies (Linux parent-death signal), so an
// interrupted measurement leaves no chain or node behind.
func startProc(name, logPath, bin string, args ...string) (*proc, error) {
	f, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = f, f
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		f.Close()
		return nil, fmt.Errorf("memload: start %s: %w", name, err)
	}
	p := &proc{name: name, cmd: cmd, log: logPath, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		f.Close()
		close(p.done)
	}()
	return p, nil
}

func (p *proc) pid() int { return p.cmd.Process.Pid }

// exited reports whether the process has ended, and how.
func (p *proc) exited() (bool, error) {
	select {
	case <-p.done:
		return true, p.err
	default:
		return false, nil
	}
}

// stop sends SIGINT and waits up to grace for the process to exit, then
// kills it. It returns the exit error of a process that did not exit
// cleanly on SIGINT.
func (p *proc) stop(grace time.Duration) error {
	if done, err := p.exited(); done {
		if err != nil {
			return fmt.Errorf("%s had exited: %w", p.name, err)
		}
		return fmt.Errorf("%s had exited", p.name)
	}
	_ = p.cmd.Process.Signal(os.Interrupt)
	t := time.NewTimer(grace)
	defer t.Stop()
	select {
	case <-p.done:
		if p.err != nil {
			return fmt.Errorf("%s exited on SIGINT: %w", p.name, p.err)
		}
		return nil
	case <-t.C:
		_ = p.cmd.Process.Kill()
		<-p.done
		return fmt.Errorf("%s did not exit within %s of SIGINT; killed", p.name, grace)
	}
}

// tail is the last n lines of the process's log.
func (p *proc) tail(n int) string {
	b, err := os.ReadFile(p.log)
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// runCmd runs bin with args to completion and returns its standard output;
// its standard error is in the error when it fails.
func runCmd(ctx context.Context, bin string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, bin, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("memload: %s %s: %w: %s", bin, strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// waitFor polls cond every 200 ms until it holds, returns an error, the
// ceiling passes or ctx ends.
func waitFor(ctx context.Context, ceiling time.Duration, what string, cond func() (bool, error)) error {
	deadline := time.Now().Add(ceiling)
	for {
		ok, err := cond()
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("memload: timed out after %s waiting for %s", ceiling, what)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// procMemory reads a process's resident set (VmRSS) and its peak resident
// set as the kernel recorded it (VmHWM) from /proc/<pid>/status, in bytes.
func procMemory(pid int) (rss, hwm int64, err error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), ":")
		if !ok || (key != "VmRSS" && key != "VmHWM") {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(val), " kB"), 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("memload: /proc/%d/status %s: %w", pid, key, err)
		}
		if key == "VmRSS" {
			rss = kb << 10
		} else {
			hwm = kb << 10
		}
	}
	if err := sc.Err(); err != nil {
		return 0, 0, err
	}
	if rss == 0 {
		return 0, 0, fmt.Errorf("memload: /proc/%d/status has no VmRSS (not a running process?)", pid)
	}
	return rss, hwm, nil
}

// memTotal is the machine's memory in bytes (MemTotal of /proc/meminfo),
// or 0.
func memTotal() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "MemTotal:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

var httpClient = &http.Client{Timeout: 5 * time.Second}

// getJSON asks the node's local API (host:port) for path and decodes the
// answer into v.
func getJSON(ctx context.Context, api, path string, v any) error {
	b, err := get(ctx, api, path)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

func get(ctx context.Context, api, path string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+api+path, nil)
	if err != nil {
		return nil, err
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("memload: GET %s: %s", path, resp.Status)
	}
	return b, nil
}

// metricSums reads a Prometheus text exposition and sums each named
// counter or gauge by the value of label (all series together under ""
// when label is empty).
func metricSums(text []byte, name, label string) map[string]float64 {
	out := map[string]float64{}
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		l := sc.Text()
		if !strings.HasPrefix(l, name) {
			continue
		}
		rest := l[len(name):]
		labels := ""
		if strings.HasPrefix(rest, "{") {
			end := strings.Index(rest, "}")
			if end < 0 {
				continue
			}
			labels, rest = rest[1:end], rest[end+1:]
		}
		if !strings.HasPrefix(rest, " ") {
			continue // a longer metric name
		}
		v, err := strconv.ParseFloat(strings.Fields(rest)[0], 64)
		if err != nil {
			continue
		}
		key := ""
		if label != "" {
			key = labelValue(labels, label)
		}
		out[key] += v
	}
	return out
}

// labelValue is the value of label in a Prometheus label set such as
// `topic="x",reason="y"`.
func labelValue(labels, label string) string {
	for labels != "" {
		k, rest, ok := strings.Cut(labels, `="`)
		if !ok {
			return ""
		}
		v, after, ok := strings.Cut(rest, `"`)
		if !ok {
			return ""
		}
		if k == label {
			return v
		}
		labels = strings.TrimPrefix(after, ",")
	}
	return ""
}

var errNodeExited = errors.New("the measured node exited")

// clockTicks is the kernel's USER_HZ, the unit of CPU times in
// /proc/<pid>/stat: 100 on every Linux platform Go supports.
const clockTicks = 100

// procCPU is the CPU time a process has used (user and system), from
// /proc/<pid>/stat.
func procCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name (field 2) is in parentheses and may hold spaces:
	// count the fields after its closing one.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, fmt.Errorf("memload: /proc/%d/stat: no command name", pid)
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0, fmt.Errorf("memload: /proc/%d/stat: %d fields", pid, len(f))
	}
	// f[0] is field 3 (state); utime and stime are fields 14 and 15.
	ut, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err := errors.Join(err1, err2); err != nil {
		return 0, fmt.Errorf("memload: /proc/%d/stat: %w", pid, err)
	}
	return time.Duration(ut+st) * time.Second / clockTicks, nil
}

// procReadBytes is what a process has read with read(2) and its kind
// (rchar of /proc/<pid>/io): sockets included, so over a window of
// network load it is, to within a few disk reads, what the process took
// in from its peers.
func procReadBytes(pid int) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/io", pid))
	if err != nil {
		return 0, err
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "rchar:"); ok {
			return strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		}
	}
	return 0, fmt.Errorf("memload: /proc/%d/io has no rchar", pid)
}

// loadAvg is the one-minute load average (/proc/loadavg), or 0.
func loadAvg() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}
