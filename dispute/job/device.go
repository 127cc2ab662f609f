package job

import (
	"bufio"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
)

// Device describes the machine a job ran on. It is informational: repops
// gives the same bits everywhere, so a verifier's device may differ.
type Device struct {
	GOOS   string `json:"goos"`
	GOARCH string `json:"goarch"`
	// Level is the GOAMD64 / GOARM / GOARM64 level the binary was built
	// for ("" when the build info does not say).
	Level string `json:"level,omitempty"`
	CPU   string `json:"cpu,omitempty"`
	CPUs  int    `json:"cpus"`
}

// ThisDevice describes the running machine.
func ThisDevice() Device {
	d := Device{GOOS: runtime.GOOS, GOARCH: runtime.GOARCH, CPUs: runtime.NumCPU()}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "GOAMD64", "GOARM", "GOARM64", "GO386":
				d.Level = s.Key + "=" + s.Value
			}
		}
	}
	d.CPU = cpuModel()
	return d
}

// cpuModel reads the CPU model name from /proc/cpuinfo (Linux; "" elsewhere).
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "model name", "Model", "Hardware", "cpu model":
			return strings.TrimSpace(v)
		}
	}
	return ""
}
