import {
  decodeReplyAsText,
  encodeReply,
  JsonText,
  RAW_JSON_MIN_LENGTH,
  rawJsonOf,
  ReplyEnvelope,
  withParsedResponse,
} from './wire';

// what the server publishes: JSON.stringify of the envelope
const published = (reply: ReplyEnvelope) => JSON.stringify(reply);

/** A reply read as the client reads it for a caller that wants values; null if it is not one. */
function decodeReply(message: Buffer | string): ReplyEnvelope | null {
  const reply = decodeReplyAsText(message);
  try {
    return reply && withParsedResponse(reply);
  } catch {
    return null;
  }
}

describe('decodeReply', () => {
  const big = Array.from({ length: 200 }, (_, i) => ({ name: `Region ${i}`, note: 'Crème de cassis, "quoted", \\ back' }));

  it('reads a large response and keeps the JSON text it came in, byte for byte what JSON.stringify gives', () => {
    const reply = decodeReply(published({ id: 'r1', by: 'host:1:abc', response: big }))!;
    expect(reply).toEqual({ id: 'r1', by: 'host:1:abc', response: big });
    const raw = rawJsonOf(reply.response);
    expect(raw!.length).toBeGreaterThanOrEqual(RAW_JSON_MIN_LENGTH);
    expect(raw).toBe(JSON.stringify(big));
  });

  it('does not carry the text over to a copy or keep it for small responses', () => {
    const reply = decodeReply(published({ id: 'r1', by: 'x', response: { ...big[0], list: big } }))!;
    expect(rawJsonOf({ ...(reply.response as object) })).toBeUndefined();
    expect(Object.keys(reply.response as object)).toEqual(['name', 'note', 'list']);
    expect(rawJsonOf(decodeReply(published({ id: 'r2', by: 'x', response: { a: 1 } }))!.response)).toBeUndefined();
  });

  it('reads error replies, replies without a response, and a nested "response" key', () => {
    const err = { statusCode: 400, message: 'bad', response: { x: 1 } };
    expect(decodeReply(published({ id: 'e', by: 'x', err }))).toEqual({ id: 'e', by: 'x', err });
    expect(decodeReply(published({ id: 'n', by: 'x' }))).toEqual({ id: 'n', by: 'x' });
    expect(decodeReply(published({ id: 'q', by: 'a\\",\\"response\\":', response: [1] }))).toEqual({
      id: 'q',
      by: 'a\\",\\"response\\":',
      response: [1],
    });
    expect(decodeReply(published({ id: 's', err: 'There is no handler' }))).toEqual({ id: 's', err: 'There is no handler' });
  });

  it('ignores what is not a reply', () => {
    expect(decodeReply('not json')).toBeNull();
    expect(decodeReply('{"id":"x","by":"y","response":{broken}')).toBeNull();
    expect(decodeReply('[1,2]')).toBeNull();
  });
});

describe('JsonText replies', () => {
  const regions = [{ name: 'Barossa Valley', note: 'Shiraz, "old vines" \\ 1843' }];

  it('are published exactly as the same reply encoded from the value', () => {
    const text = new JsonText(JSON.stringify(regions));
    expect(encodeReply({ id: 'r1', by: 'host:1:abc', response: text })).toBe(
      JSON.stringify({ id: 'r1', by: 'host:1:abc', response: regions }),
    );
    // held as bytes: the same bytes
    const bytes = new JsonText(Buffer.from(JSON.stringify(regions)));
    expect(encodeReply({ id: 'r1', by: 'x', response: bytes }).toString()).toBe(
      JSON.stringify({ id: 'r1', by: 'x', response: regions }),
    );
    // nested or as an error, the value is encoded
    expect(JSON.parse(encodeReply({ id: 'r2', response: { list: text } }).toString())).toEqual({
      id: 'r2',
      response: { list: regions },
    });
  });

  it('reach a caller that hands them on as the text the service sent, not decoded', () => {
    const message = encodeReply({ id: 'r1', by: 'x', response: new JsonText(JSON.stringify(regions)) });
    const reply = decodeReplyAsText(message)!;
    expect(reply.response).toBeInstanceOf(JsonText);
    expect((reply.response as JsonText).json.toString()).toBe(JSON.stringify(regions));
    expect(decodeReply(message)).toEqual({ id: 'r1', by: 'x', response: regions });
    // errors stay values
    expect(decodeReplyAsText(encodeReply({ id: 'e', by: 'x', err: { statusCode: 404, message: 'Not found' } }))).toEqual({
      id: 'e',
      by: 'x',
      err: { statusCode: 404, message: 'Not found' },
    });
  });
});
