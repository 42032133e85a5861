import { createServer } from 'node:http';

/**
 * A stand-in for SMS.ru during browser tests: it accepts the gateway's `/sms/send` calls and keeps the
 * messages, so a test can read the one-time code sent to a phone (GET /sent?to=7…).
 */
const port = Number(process.env.FAKE_SMS_PORT);
const sent: { to: string; msg: string }[] = [];

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('content-type', 'application/json');
  if (request.method === 'GET' && url.pathname === '/sent') {
    const to = url.searchParams.get('to');
    response.end(JSON.stringify(sent.filter((message) => !to || message.to === to)));
    return;
  }
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const to = form.get('to') ?? '';
    sent.push({ to, msg: form.get('msg') ?? '' });
    response.end(JSON.stringify({ status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100 } } }));
  });
}).listen(port, '127.0.0.1');
