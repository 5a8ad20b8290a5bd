// One trace from the browser's request to the worker: the test system's processes export their
// spans (OTLP/HTTP JSON) to OTEL_EXPORTER_OTLP_ENDPOINT, where this test keeps them in memory.
// @runs-alone: its collector receives every span the system exports
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { bearer, registerMember, uniqueEmail, uniqueIp } from '../../support/accounts';
import { api, systemInfo } from '../../support/system';
import { renderLabel } from '../ai/rendered-label';

// OCR on a shared 2-core machine takes seconds
jest.setTimeout(120_000);

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  links?: { traceId: string; spanId: string }[];
}
interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ExportedSpan, 'service'>[] }[];
  }[];
}

const spans: ExportedSpan[] = [];
let collector: http.Server;

beforeAll(async () => {
  const endpoint = new URL(systemInfo().services.gateway.env.OTEL_EXPORTER_OTLP_ENDPOINT);
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson;
        for (const rs of body.resourceSpans ?? []) {
          const service = rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? []) for (const span of ss.spans ?? []) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(Number(endpoint.port), endpoint.hostname, resolve));
});

afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
});

/** Waits until `done` holds for the spans of one trace (exporters send every second). */
async function traceOf(traceId: string, done: (trace: ExportedSpan[]) => boolean): Promise<ExportedSpan[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const trace = spans.filter((s) => s.traceId === traceId);
    if (done(trace) || Date.now() > deadline) return trace;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The trace the gateway started for a request that sent `browserTraceId`: a caller's traceparent is
 * never adopted, only linked (docs/operations.md#traces), so this finds the gateway span linking to it.
 */
async function ourTraceFor(browserTraceId: string): Promise<ExportedSpan> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const root = spans.find((s) => s.service === 'gateway' && s.links?.some((l) => l.traceId === browserTraceId));
    if (root || Date.now() > deadline) {
      expect(root).toBeDefined();
      return root!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('OpenTelemetry: one trace from the browser to the worker', () => {
  it('follows a bottle photo through the gateway, the transport, the ai service and its BullMQ job to the worker', async () => {
    const member = await registerMember();
    const label = await renderLabel('sa-henschke-hill-of-grace', { vintage: '2015' });
    // what a browser with tracing would send: its own span, which the gateway links to
    const browserTrace = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    await api()
      .post('/api/upload/analyze')
      .set(bearer(member.accessToken))
      .set('traceparent', `00-${browserTrace}-${browserSpan}-01`)
      .attach('wine_image', label.image, 'bottle.png')
      .expect(200);
    // a traceparent from the internet starts a new trace, linked to it, never adopted
    const started = await ourTraceFor(browserTrace);
    expect(started.traceId).not.toBe(browserTrace);
    expect(started.parentSpanId || undefined).toBeUndefined();
    expect(started.links).toEqual([expect.objectContaining({ traceId: browserTrace, spanId: browserSpan })]);
    const traceId = started.traceId;

    // each process exports on its own timer: wait until the worker's job is in and every span's
    // parent has arrived too (the gateway's own span continues the browser's)
    const trace = await traceOf(traceId, (t) => {
      const ids = new Set(t.map((s) => s.spanId));
      return (
        t.some((s) => s.name.startsWith('job ')) &&
        t.every((s) => s.spanId === started.spanId || (s.parentSpanId !== undefined && ids.has(s.parentSpanId)))
      );
    });
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const parentOf = (s: ExportedSpan) => (s.parentSpanId ? byId.get(s.parentSpanId) : undefined);

    // the gateway's span is the root of the trace
    const root = trace.find((s) => s.spanId === started.spanId);
    expect(root?.name).toBe('POST /api/upload/analyze');
    // a transport call from the gateway, answered by a span in the called service (its context came in the stream entry)
    const served = trace.filter((s) => s.service !== 'gateway' && parentOf(s)?.name.startsWith('rpc '));
    expect(served.length).toBeGreaterThan(0);
    for (const s of served) expect(parentOf(s)!.name).toBe(`rpc ${s.name}`);
    // the worker's job span continues the ai service's enqueue (its context came in the job data)
    const job = trace.find((s) => s.service === 'ai-worker' && s.name === 'job photo-analysis analyse-photo');
    expect(job).toBeDefined();
    expect(parentOf(job!)?.service).toBe('ai');
    // every span of the trace leads back to the gateway's
    for (const s of trace) {
      let at: ExportedSpan | undefined = s;
      for (let hops = 0; at && at !== root && hops < 50; hops++) at = parentOf(at);
      expect(at).toBe(root);
    }
  });

  it('goes on where a Kafka event is consumed: a sign-up, its identity.user.registered event and content handling it', async () => {
    const browserTrace = randomBytes(16).toString('hex');
    await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', uniqueIp())
      .set('traceparent', `00-${browserTrace}-${randomBytes(8).toString('hex')}-01`)
      .send({ email: uniqueEmail('traced'), password: `pw-${randomBytes(8).toString('hex')}` })
      .expect(201);
    const { traceId } = await ourTraceFor(browserTrace);
    const consumedIn = (t: ExportedSpan[]) =>
      t.find((s) => s.service === 'content' && s.name === 'consume identity.user.registered');
    // each process exports on its own clock: wait for the consumer's span and the one it names as parent
    const trace = await traceOf(traceId, (t) => t.some((s) => s.spanId === consumedIn(t)?.parentSpanId));
    const consumed = consumedIn(trace);
    expect(consumed).toBeDefined();
    // its parent is the identity span that published the event (the context came in the message header)
    expect(trace.find((s) => s.spanId === consumed!.parentSpanId)?.service).toBe('identity');
  });

  it("a read over the transport: the gateway's request and call spans, and the content service's", async () => {
    const browserTrace = randomBytes(16).toString('hex');
    await api()
      .get('/api/help-articles')
      .set('traceparent', `00-${browserTrace}-${randomBytes(8).toString('hex')}-01`)
      .expect(200);
    const { traceId } = await ourTraceFor(browserTrace);
    const trace = await traceOf(traceId, (t) => t.length >= 3);
    expect(trace.map((s) => s.service).sort()).toEqual(['content', 'gateway', 'gateway']);
  });
});
