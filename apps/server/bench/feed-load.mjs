// The load generator of bench/feed.ts, in its own process so it takes neither the server's event loop nor
// its core: fires AMOUNT GET requests at URL from CONNECTIONS connections, each connection with one of the
// TOKENS (a JSON array, one member each), and prints every response time (ms) as a JSON array.
import autocannon from 'autocannon';

const { URL: url, TOKENS, CONNECTIONS, AMOUNT } = process.env;
const tokens = JSON.parse(TOKENS);
const times = [];
let failed = 0;
const instance = autocannon(
  {
    url,
    connections: Number(CONNECTIONS),
    amount: Number(AMOUNT),
    timeout: 60,
    setupClient: (client) =>
      client.setHeaders({ authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}` }),
  },
  (err, result) => {
    if (err) throw err;
    process.stdout.write(
      JSON.stringify({
        times,
        failed,
        errors: result.errors,
        seconds: result.duration,
        total: result.requests.total,
      }),
    );
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode !== 200) failed++;
  times.push(responseTime);
});
