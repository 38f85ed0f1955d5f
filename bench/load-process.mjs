// One autocannon run in a process of its own (http-load.mjs starts it), so generating the load
// never shares an event loop with the bench's own work; prints the result as one JSON line.
import autocannon from 'autocannon';

const { url, connections, durationSeconds, request } = JSON.parse(process.argv[2]);
const result = await autocannon({ url, connections, duration: durationSeconds, ...request });
console.log(
  JSON.stringify({
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }),
);
