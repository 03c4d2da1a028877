// loadgen: a small open-model (fixed arrival rate) HTTP/1.1 load generator for
// scripts/bench/gateway.ts. k6 needs 120-320 µs of CPU per request on the 2-core dev machine, so it
// cannot offer 5,000 req/s next to the gateway and the service; this needs a few µs.
//
// Requests are scheduled at start + i/rate whatever happens to earlier ones, and each latency is
// measured from that scheduled time, so a stall shows up as latency (no coordinated omission).
// A request that cannot be queued (every connection busy and the queue full) counts as dropped.
//
//	loadgen -url http://127.0.0.1:8080/api/topics -rate 5000 -duration 10s [-connections 64] [-H 'Cookie: …']
//
// Prints one JSON line: requests, seconds, achieved, p50ms, p99ms, errors, non2xx, dropped.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

type headerFlags []string

func (h *headerFlags) String() string     { return strings.Join(*h, ", ") }
func (h *headerFlags) Set(v string) error { *h = append(*h, v); return nil }

type result struct {
	latencies []time.Duration
	errors    int
	non2xx    int
}

func main() {
	target := flag.String("url", "", "http:// URL to GET")
	rate := flag.Float64("rate", 1000, "requests per second")
	duration := flag.Duration("duration", 10*time.Second, "how long to offer load")
	connections := flag.Int("connections", 64, "keep-alive connections (the most requests in flight)")
	timeout := flag.Duration("timeout", 5*time.Second, "per-request timeout")
	var headers headerFlags
	flag.Var(&headers, "H", "extra request header 'Name: value' (repeatable)")
	flag.Parse()

	address, request, err := buildRequest(*target, headers)
	if err != nil || *rate <= 0 || *connections <= 0 {
		fmt.Fprintln(os.Stderr, "loadgen: need -url http://host:port/path, -rate > 0, -connections > 0:", err)
		os.Exit(2)
	}
	total := int(*rate * duration.Seconds())
	// Queued requests wait for a free connection; their wait counts in their latency.
	queue := make(chan time.Time, 65536)
	results := make([]result, *connections)
	var workers sync.WaitGroup
	for i := range results {
		workers.Add(1)
		go func(r *result) {
			defer workers.Done()
			work(address, request, *timeout, queue, r)
		}(&results[i])
	}

	start := time.Now()
	dropped := schedule(queue, start, total, *rate)
	close(queue)
	workers.Wait()
	elapsed := time.Since(start).Seconds()

	var all []time.Duration
	errors, non2xx := 0, 0
	for _, r := range results {
		all = append(all, r.latencies...)
		errors += r.errors
		non2xx += r.non2xx
	}
	slices.Sort(all)
	out, _ := json.Marshal(map[string]any{
		"requests": len(all), "seconds": elapsed, "achieved": float64(len(all)) / duration.Seconds(),
		"p50ms": percentileMs(all, 0.50), "p99ms": percentileMs(all, 0.99),
		"errors": errors, "non2xx": non2xx, "dropped": dropped,
	})
	fmt.Println(string(out))
}

// schedule hands out the scheduled start times as they fall due, in small batches (sleeping per
// request would cost more than the requests at these rates). Returns how many could not be queued.
func schedule(queue chan<- time.Time, start time.Time, total int, rate float64) int {
	interval := time.Duration(float64(time.Second) / rate)
	dropped := 0
	for next := 0; next < total; {
		due := min(total, int(time.Since(start)/interval)+1)
		for ; next < due; next++ {
			select {
			case queue <- start.Add(time.Duration(next) * interval):
			default:
				dropped++
			}
		}
		time.Sleep(200 * time.Microsecond)
	}
	return dropped
}

// work sends queued requests one at a time on its own keep-alive connection, reconnecting after a failure.
func work(address string, request []byte, timeout time.Duration, queue <-chan time.Time, r *result) {
	var conn net.Conn
	var reader *bufio.Reader
	for scheduled := range queue {
		if conn == nil {
			c, err := net.DialTimeout("tcp", address, timeout)
			if err != nil {
				r.errors++
				continue
			}
			conn, reader = c, bufio.NewReaderSize(c, 16*1024)
		}
		_ = conn.SetDeadline(time.Now().Add(timeout))
		status, err := roundTrip(conn, reader, request)
		if err != nil {
			r.errors++
			_ = conn.Close()
			conn = nil
			continue
		}
		r.latencies = append(r.latencies, time.Since(scheduled))
		if status < 200 || status > 299 {
			r.non2xx++
		}
	}
	if conn != nil {
		_ = conn.Close()
	}
}

func buildRequest(target string, headers []string) (string, []byte, error) {
	parsed, err := url.Parse(target)
	if err != nil {
		return "", nil, err
	}
	if parsed.Scheme != "http" || parsed.Port() == "" {
		return "", nil, fmt.Errorf("only http://host:port URLs, got %q", target)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "GET %s HTTP/1.1\r\nHost: %s\r\n", parsed.RequestURI(), parsed.Host)
	for _, h := range headers {
		if strings.TrimSpace(h) != "" {
			fmt.Fprintf(&b, "%s\r\n", h)
		}
	}
	b.WriteString("\r\n")
	return parsed.Host, []byte(b.String()), nil
}

// roundTrip writes the request and reads one response: status line, headers, then a body framed by
// Content-Length or chunked encoding, which is discarded.
func roundTrip(conn net.Conn, reader *bufio.Reader, request []byte) (int, error) {
	if _, err := conn.Write(request); err != nil {
		return 0, err
	}
	statusLine, err := reader.ReadString('\n')
	if err != nil {
		return 0, err
	}
	fields := strings.Fields(statusLine)
	if len(fields) < 2 {
		return 0, fmt.Errorf("bad status line %q", statusLine)
	}
	status, err := strconv.Atoi(fields[1])
	if err != nil {
		return 0, err
	}
	length, chunked := int64(0), false
	for {
		line, err := reader.ReadString('\n')
		if err != nil {
			return 0, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		name, value, _ := strings.Cut(line, ":")
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "content-length":
			length, _ = strconv.ParseInt(strings.TrimSpace(value), 10, 64)
		case "transfer-encoding":
			chunked = strings.Contains(strings.ToLower(value), "chunked")
		}
	}
	if chunked {
		return status, discardChunks(reader)
	}
	_, err = reader.Discard(int(length))
	return status, err
}

func discardChunks(reader *bufio.Reader) error {
	for {
		line, err := reader.ReadString('\n')
		if err != nil {
			return err
		}
		sizeText, _, _ := strings.Cut(strings.TrimSpace(line), ";")
		size, err := strconv.ParseInt(sizeText, 16, 64)
		if err != nil {
			return err
		}
		if size == 0 {
			// Trailers, if any, end with an empty line.
			for {
				trailer, err := reader.ReadString('\n')
				if err != nil || strings.TrimSpace(trailer) == "" {
					return err
				}
			}
		}
		if _, err := io.CopyN(io.Discard, reader, size+2); err != nil {
			return err
		}
	}
}

func percentileMs(sorted []time.Duration, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	index := min(len(sorted)-1, int(float64(len(sorted))*p))
	return float64(sorted[index].Microseconds()) / 1000
}
