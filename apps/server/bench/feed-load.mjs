// The load generator of bench/feed.ts, in its own process so it takes neither the server's event loop nor
// its core: fires AMOUNT GET requests at URL from CONNECTIONS connections, each connection with one of the
// TOKENS (a JSON array, one member each, dealt in turn), and prints every response time (ms) as a JSON array.
import autocannon from 'autocannon';

const { URL: url, TOKENS, CONNECTIONS, AMOUNT } = process.env;
const tokens = JSON.parse(TOKENS);
const times = [];
let failed = 0;
let next = 0;
const cpu = process.cpuUsage();
// Our own clock, from the start to the last answer: autocannon's duration runs on to its next one-second tick
// after the last request of a fixed amount, which made 4,000 requests in 1.3 s read as 2.1 s.
const start = performance.now();
let last = start;
const instance = autocannon(
  {
    url,
    connections: Number(CONNECTIONS),
    amount: Number(AMOUNT),
    timeout: 60,
    // Connection i as member i (round the list): with as many tokens as connections, that many members at once.
    setupClient: (client) => client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
  },
  (err, result) => {
    if (err) throw err;
    process.stdout.write(
      JSON.stringify({
        times,
        failed,
        errors: result.errors,
        seconds: (last - start) / 1000,
        total: result.requests.total,
        // The load generator's own CPU (ms): on a 2-core machine it competes with the server for the cores.
        cpu: (() => {
          const used = process.cpuUsage(cpu);
          return (used.user + used.system) / 1000;
        })(),
      }),
    );
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode !== 200) failed++;
  times.push(responseTime);
  last = performance.now();
});
