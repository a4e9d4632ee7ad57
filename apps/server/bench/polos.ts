// The baseline of every bench run: a bare Fastify JSON route on the same machine, same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/polos', async () => ({ status: 'ok', data: { halo: 'dunia' } }));
// The same bare route answering a JSON body of about n bytes: what the socket and the load
// generator cost for an answer as big as a hot read's, with no work behind it.
const isi = new Map<number, string>();
app.get<{ Params: { n: string } }>('/polos/:n', async (req, reply) => {
  const n = Math.min(Number(req.params.n) || 0, 1_000_000);
  let body = isi.get(n);
  if (!body) {
    body = JSON.stringify({ status: 'ok', data: 'x'.repeat(Math.max(0, n - 30)) });
    isi.set(n, body);
  }
  reply.type('application/json; charset=utf-8');
  return body;
});
const port = Number(process.argv[2] ?? 0);
app.listen({ port, host: '127.0.0.1' }).then((url) => {
  // The bench reads the address from the first line.
  console.log(url);
});
