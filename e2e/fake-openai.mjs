// A stand-in for a third-party OpenAI-compatible endpoint (the one thing we cannot run here), for the
// browser test of AI_PROVIDER=openai. It streams a fixed Socratic reply in the Chat Completions wire
// format and remembers the last request so the test can check what left Academy.
import http from 'node:http';

const port = Number(process.env.E2E_OPENAI_PORT ?? 3190);
let last = null;

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return res.end('ok');
  if (req.method === 'GET' && req.url === '/last') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(last));
  }
  if (req.method === 'POST' && req.url === '/v1/chat/completions') {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      last = JSON.parse(raw);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const parts = [
        'Great question! ',
        'What do you think plants ',
        'need from the sun? ',
        '(external model)',
      ];
      for (const content of parts) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
