/**
 * The bare baseline for `npm run bench`: a plain Fastify server (no plugins, no logger, no schemas) with a
 * `pg` pool of the same size as the app's (10), doing the same queries as the app's routes do on the same
 * PostgreSQL. bench/compare.ts starts it as a child process beside the real server and loads both alike.
 *
 *   GET /hello           -> {"status":"ok"}                      (vs GET /healthz)
 *   GET /user/:id        -> one user joined with its profile      (vs GET /auth/v1/user, by primary key)
 *   GET /sessions/:user  -> that user's 50 newest sessions        (vs GET /api/sessions)
 *
 * Environment: DATABASE_URL, PORT (HOST 127.0.0.1). Prints "listening" once it accepts connections.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });

app.get('/hello', async () => ({ status: 'ok' }));

app.get<{ Params: { id: string } }>('/user/:id', async (request, reply) => {
  const { rows } = await pool.query(
    `select u.id, u.email, u.created_at, u.updated_at, p.role, p.full_name, p.grade_level, p.updated_at as profile_updated_at
       from users u join profiles p on p.id = u.id where u.id = $1 limit 1`,
    [request.params.id],
  );
  if (rows.length === 0) return reply.status(404).send({ error: 'not found' });
  return rows[0];
});

app.get<{ Params: { user: string } }>('/sessions/:user', async (request) => {
  const { rows } = await pool.query(
    `select id, user_id, subject, tutor, title, started_at, completed_at
       from tutoring_sessions where user_id = $1 order by started_at desc limit 50`,
    [request.params.user],
  );
  return { sessions: rows };
});

const stop = () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
