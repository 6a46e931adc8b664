import { solveChallenge } from 'altcha-lib';
const base = 'http://localhost:3300';
async function captcha() {
  const c = await (await fetch(`${base}/auth/v1/captcha`)).json();
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: s.number, salt: c.salt, signature: c.signature })).toString('base64');
}
const email = process.argv[2];
const tok = await (await fetch(`${base}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'academy-demo', captcha_token: await captcha() }) })).json();
let sessionId;
for (const msg of process.argv.slice(3)) {
  const res = await fetch(`${base}/api/tutor/chat`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tok.access_token}` }, body: JSON.stringify({ sessionId, agent: 'super_ao', subject: process.env.SUBJECT, messages: [{ role: 'user', content: msg }] }) });
  sessionId = res.headers.get('x-session-id') ?? sessionId;
  console.log(`\n> ${msg}\n${res.status} ${await res.text()}`);
}
