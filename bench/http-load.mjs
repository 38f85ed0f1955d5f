// Drives one URL with autocannon and reports requests/s and latency percentiles.
import autocannon from 'autocannon';

/** Runs a fixed-duration load and returns { rps, requests, p50, p99, errors, non2xx }; `request` may set method, headers and body. */
export async function load(url, { connections = 20, durationSeconds = 10, request = {} } = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds, ...request });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
