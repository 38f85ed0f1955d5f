// Drives one URL with autocannon and reports requests/s and latency percentiles.
import autocannon from 'autocannon';

/** Runs a fixed-duration load and returns { rps, p50, p99, errors, non2xx }. */
export async function load(url, { connections = 20, durationSeconds = 10 } = {}) {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
