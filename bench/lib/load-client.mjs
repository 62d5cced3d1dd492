// The load generator, in its own process so that it does not share the CPU time of the server's
// event loop. Reads { url, connections, seconds, specs: [{method, path, headers, body}] } as JSON on
// stdin, sends the specs in turn (round and round) with autocannon, prints one JSON result line.
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, connections, seconds, specs } = JSON.parse(input);
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  timeout: 10,
  requests: [
    {
      setupRequest: (request) => {
        const spec = specs[next % specs.length];
        next += 1;
        return { ...request, ...spec, headers: { ...request.headers, ...spec.headers } };
      },
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  })}\n`,
);
