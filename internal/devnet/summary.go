package devnet

import (
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/synod-net/synod/node"
)

// printSummary writes the node table and the step table.
func (d *Devnet) printSummary() {
	d.mu.Lock()
	defer d.mu.Unlock()
	w := tabwriter.NewWriter(d.out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(d.out, "\nSummary after %s\n\n", time.Since(d.start).Round(100*time.Millisecond))
	head := []string{"#", "PEER ID", "ETH ADDRESS", "LISTEN (TCP)", "PEERS"}
	for _, c := range d.cols {
		head = append(head, strings.ToUpper(c))
	}
	fmt.Fprintln(w, strings.Join(head, "\t"))
	for i, n := range d.cl.Nodes() {
		st := n.Status()
		tcp := ""
		for _, a := range st.Addrs {
			if strings.Contains(a, "/tcp/") {
				tcp = strings.Split(a, "/p2p/")[0]
				break
			}
		}
		addr := st.Address
		if len(addr) > 12 {
			addr = addr[:8] + "…" + addr[len(addr)-4:]
		}
		row := []string{fmt.Sprint(i), "…" + node.ShortID(n.ID()), addr, tcp, fmt.Sprint(st.Peers)}
		for _, c := range d.cols {
			row = append(row, d.stats[i][c])
		}
		fmt.Fprintln(w, strings.Join(row, "\t"))
	}
	w.Flush()
	fmt.Fprintln(d.out)
	w = tabwriter.NewWriter(d.out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "STEP\tRESULT\tTIME\tDETAIL")
	for _, r := range d.Results {
		res := "ok"
		if !r.OK {
			res = "FAILED"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", r.Name, res, r.Duration.Round(time.Millisecond), r.Detail)
	}
	for _, s := range d.opts.Steps[len(d.Results):] {
		fmt.Fprintf(w, "%s\t%s\t\t\n", s.Name, "not run")
	}
	w.Flush()
	fmt.Fprintln(d.out)
}
