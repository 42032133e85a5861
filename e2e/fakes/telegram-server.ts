import { createServer } from 'node:http';

/**
 * A stand-in for the Telegram Bot API during browser tests: it accepts the bot's calls and keeps the
 * messages sent, so a test can read the one-time code the gateway sent (GET /sent?chat_id=…).
 */
const port = Number(process.env.FAKE_TELEGRAM_PORT);
const sent: { chat_id: string; text: string }[] = [];

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'GET' && url.pathname === '/sent') {
    const chatId = url.searchParams.get('chat_id');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(sent.filter((message) => !chatId || message.chat_id === chatId)));
    return;
  }
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    if (url.pathname.endsWith('/sendMessage')) {
      const message = JSON.parse(body || '{}');
      sent.push({ chat_id: String(message.chat_id), text: String(message.text) });
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, result: {} }));
  });
}).listen(port, '127.0.0.1');
