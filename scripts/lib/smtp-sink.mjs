/**
 * A local SMTP server that keeps every message it receives (no TLS, no auth: tests only).
 * There is no mail server to reach on these machines, so the tests that follow an e-mail
 * (lead notifications, invitations, password resets, alert confirmations) deliver to this.
 *
 * As a module: `startSmtpSink({ port, delayMs })` → { url, port, messages (raw), close() }.
 * As a command (Playwright's e2e config starts it beside the site):
 *   node scripts/lib/smtp-sink.mjs --smtp-port 2525 --http-port 2526
 * and the received messages are read over HTTP, parsed:
 *   GET    /messages            [{ id, to: [addresses], from, subject, text, html, headers }]
 *   GET    /messages?to=a@b.ca  only those sent to that address
 *   DELETE /messages            forget them all
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @param {{ port?: number, host?: string, delayMs?: number }} [options]
 *   delayMs: answer each DATA that much later (a slow mail server, for graceful-stop tests).
 */
export async function startSmtpSink({ port = 0, host = '127.0.0.1', delayMs = 0 } = {}) {
  /** @type {string[]} */
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const keep = () => {
          messages.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        };
        if (delayMs > 0) setTimeout(keep, delayMs);
        else keep();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = server.server.address().port;
  return {
    url: `smtp://${host}:${bound}`,
    port: bound,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One received message as the e2e helpers read it. */
export async function parseMessage(raw, id) {
  const mail = await simpleParser(raw);
  const addresses = (field) =>
    [field]
      .flat()
      .filter(Boolean)
      .flatMap((entry) => entry.value.map((v) => v.address.toLowerCase()));
  return {
    id,
    to: addresses(mail.to),
    from: addresses(mail.from)[0] ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers: Object.fromEntries([...mail.headerLines].map((h) => [h.key, h.line.slice(h.key.length + 1).trim()])),
  };
}

async function main() {
  const arg = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const smtpPort = arg('--smtp-port');
  const httpPort = arg('--http-port');
  if (!smtpPort || !httpPort) {
    console.error('usage: node scripts/lib/smtp-sink.mjs --smtp-port N --http-port N');
    process.exit(2);
  }
  const sink = await startSmtpSink({ port: smtpPort });
  let cleared = 0; // messages before this index were deleted
  const api = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') {
      cleared = sink.messages.length;
      res.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const parsed = await Promise.all(sink.messages.slice(cleared).map((raw, i) => parseMessage(raw, cleared + i)));
    const body = JSON.stringify(to ? parsed.filter((m) => m.to.includes(to)) : parsed);
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  api.listen(httpPort, '127.0.0.1', () => console.log(`SMTP sink on ${sink.url}, messages at http://127.0.0.1:${httpPort}/messages`));
  const stop = () => {
    api.close();
    void sink.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
