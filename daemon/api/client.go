package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Client asks a running daemon's local API.
type Client struct {
	base string
	hc   *http.Client
}

// NewClient returns a client of the API at addr (host:port or a URL).
func NewClient(addr string) *Client {
	base := strings.TrimRight(addr, "/")
	if !strings.Contains(base, "://") {
		base = "http://" + base
	}
	return &Client{base: base, hc: &http.Client{Timeout: 10 * time.Second}}
}

// URL is the API's base URL (the dashboard).
func (c *Client) URL() string { return c.base + "/" }

// ErrNotFound is returned for a 404 answer (e.g. /swarm of a node that
// plays no swarm); the error's text is the daemon's.
var ErrNotFound = errors.New("not found")

// Get fetches path (e.g. Prefix+"/status") into v.
func (c *Client) Get(ctx context.Context, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("asking the node at %s: %w", c.base, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var e Error
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if e.Error == "" {
			e.Error = resp.Status
		}
		if resp.StatusCode == http.StatusNotFound {
			return fmt.Errorf("%w: %s", ErrNotFound, e.Error)
		}
		return fmt.Errorf("%s%s: %s", c.base, path, e.Error)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		return fmt.Errorf("%s%s: %w", c.base, path, err)
	}
	return nil
}
