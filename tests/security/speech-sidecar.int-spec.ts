// The speech-to-text sidecar (infra/local/speech/server.py) answers only the
// gateway, never reads a body it has not sized, drops stalled clients and clamps maxSeconds. Driven
// over raw HTTP at the test system's speech port, as anything else on the host could.
import net from 'node:net';
import os from 'node:os';
import { systemInfo } from '../support/system';
import { silentWav } from '../support/audio';

const SLOT = Number(process.env.WINE_TEST_SLOT || 0);
const SPEECH_PORT = 28412 + SLOT * 100;
const gatewayEnv = () => systemInfo().services.gateway.env;

interface Answer {
  status: number;
  body: string;
  closedAfterMs: number;
}

/**
 * Sends `head` (and optionally a body) over a fresh socket and reads until the server closes it.
 * Fails if it has not closed within `timeoutMs`, as a server waiting for bytes that never come would.
 */
function exchange(head: string, body: Buffer = Buffer.alloc(0), timeoutMs = 10_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(SPEECH_PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the sidecar still held the connection after ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(head), body])));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => undefined); // a reset after the answer is fine
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString();
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
        body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n'),
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

const post = (headers: Record<string, string | number>, path = '/transcribe?maxSeconds=15') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

// the test system runs the sidecar when infra/local/install.sh installed it
const describeSidecar = gatewayEnv().SPEECH_URL ? describe : describe.skip;

describeSidecar('speech sidecar hardening', () => {
  const secret = () => gatewayEnv().SPEECH_SECRET;

  it('the gateway holds a shared secret for it', () => {
    expect(secret()).toEqual(expect.any(String));
  });

  it('refuses a request without the shared secret, or with a wrong one, before reading the body', async () => {
    const clip = silentWav(1);
    const callers: Record<string, string>[] = [{}, { 'X-Speech-Secret': 'guessed-secret-value' }];
    for (const headers of callers) {
      const answer = await exchange(post({ ...headers, 'Content-Length': clip.length }), clip);
      expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
        status: 401,
        body: { error: 'unauthorized', message: 'Missing or wrong X-Speech-Secret' },
      });
    }
  });

  it('answers the gateway with its secret', async () => {
    const clip = silentWav(1);
    const answer = await exchange(post({ 'X-Speech-Secret': secret()!, 'Content-Length': clip.length }), clip);
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 200,
      body: { text: '', durationSeconds: 1 },
    });
  });

  it.each([
    ['a negative Content-Length', { 'Content-Length': -1 }, 400, 'bad_length'],
    ['a Content-Length that is not a number', { 'Content-Length': '12abc' }, 400, 'bad_length'],
    ['no Content-Length', {}, 411, 'length_required'],
    ['a huge Content-Length', { 'Content-Length': 10 ** 12 }, 413, 'too_large'],
  ])('refuses %s at once, without waiting for a body', async (_, headers, status, error) => {
    const answer = await exchange(post({ 'X-Speech-Secret': secret()!, ...headers }));
    expect({ status: answer.status, error: JSON.parse(answer.body).error }).toEqual({ status, error });
  });

  it('drops a client that stops sending mid-upload (socket timeout)', async () => {
    // announces 1000 bytes, sends 10 and stalls: the sidecar closes the socket (5 s) rather than wait forever
    const answer = await exchange(post({ 'X-Speech-Secret': secret()!, 'Content-Length': 1000 }), Buffer.alloc(10), 15_000);
    expect(answer.closedAfterMs).toBeLessThan(15_000);
  });

  it('handles a bounded number of connections at once: beyond them it answers 503 at once', async () => {
    // 4 workers and 8 waiting (server.py): 12 silent connections fill every place
    const idle = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(SPEECH_PORT, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      await new Promise((r) => setTimeout(r, 300));
      const answer = await exchange(post({ 'X-Speech-Secret': secret()!, 'Content-Length': 0 }));
      expect({ status: answer.status, error: JSON.parse(answer.body).error }).toEqual({ status: 503, error: 'busy' });
    } finally {
      idle.forEach((socket) => socket.destroy());
    }
    // the places free up as those connections close
    await new Promise((r) => setTimeout(r, 300));
    const again = await exchange(post({ 'X-Speech-Secret': secret()!, 'Content-Length': 0 }));
    expect(again.status).toBe(400);
  });

  it('clamps maxSeconds: a caller cannot make it decode an hour of audio', async () => {
    const clip = silentWav(31);
    const answer = await exchange(
      post({ 'X-Speech-Secret': secret()!, 'Content-Length': clip.length }, '/transcribe?maxSeconds=3600'),
      clip,
    );
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 400,
      body: { error: 'too_long', message: 'Audio is longer than 30 s', durationSeconds: expect.any(Number) },
    });
  });

  it('listens on loopback only', async () => {
    expect(new URL(gatewayEnv().SPEECH_URL!).hostname).toBe('127.0.0.1');
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) return; // no other interface on this machine
    const reached = await new Promise<boolean>((resolve) => {
      const socket = net.connect(SPEECH_PORT, external.address);
      socket.on('connect', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    expect(reached).toBe(false);
  });
});
