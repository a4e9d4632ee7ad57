// The baseline of every bench run: a bare Fastify JSON route on the same machine, same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/polos', async () => ({ status: 'ok', data: { halo: 'dunia' } }));
const port = Number(process.argv[2] ?? 0);
app.listen({ port, host: '127.0.0.1' }).then((url) => {
  // The bench reads the address from the first line.
  console.log(url);
});
