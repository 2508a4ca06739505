// Finding each record's bytes in a list page: exactly the elements JSON.parse reads, or nothing.
import { describe, expect, it } from 'vitest';
import { rawResults, rawResultsSliced, withMember } from '../../src/crawler/raw-results.ts';
import { TimeSlice } from '../../src/crawler/time-slice.ts';

/** What JSON.parse reads as the body's results (none for a body it refuses, which the crawl never scans). */
function parsedResults(body: string): unknown[] {
  try {
    const value: unknown = JSON.parse(body);
    const results = (value as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? results : [];
  } catch {
    return [];
  }
}
const raw = (body: string) => rawResults(Buffer.from(body), parsedResults(body));
const texts = (body: string) => raw(body)?.map((element) => element?.toString('utf8'));

describe('rawResults', () => {
  it('gives each element of results as written, with strings that hold brackets, quotes and escapes', () => {
    const body = '{"count":3,"next":null,"previous":null,"results":[{"a":1,"t":"x\\"}]{["},{"b":"\\\\","c":[1,{"d":"}"}]},{"e":"é \\u00e9 \\/"}]}';
    expect(JSON.parse(body).results.length).toBe(3);
    expect(texts(body)).toEqual(['{"a":1,"t":"x\\"}]{["}', '{"b":"\\\\","c":[1,{"d":"}"}]}', '{"e":"é \\u00e9 \\/"}']);
  });

  it('finds results wherever it stands among the keys, after nested values', () => {
    expect(texts('{"results":[{"a":{"b":[]}}],"count":1,"next":{"x":"]"}}')).toEqual(['{"a":{"b":[]}}']);
    expect(texts('{"count":0,"extra":[[["results"]]],"results":[]}')).toEqual([]);
  });

  it('leaves out elements that are not compact objects', () => {
    expect(texts('{"results":[{"a": 1},{"b":2},7,"s",null,[1],{\n"c":3}]}')).toEqual([undefined, '{"b":2}', undefined, undefined, undefined, undefined, undefined]);
    expect(texts('{\n  "count": 1,\n  "results": [\n    {"a":1}\n  ]\n}')).toEqual(['{"a":1}']);
  });

  it('takes the last results key, as JSON.parse does', () => {
    expect(texts('{"results":[{"a":1}],"results":[{"b":2},{"c":3}]}')).toEqual(['{"b":2}', '{"c":3}']);
    expect(texts('{"results":[{"a":1}],"results":5}')).toBeUndefined();
  });

  it('leaves out an element with a key twice in one object, where JSON.parse kept only the last value', () => {
    expect(texts('{"results":[{"details":{"email":"a@b.example"},"id":1,"details":{}},{"id":2,"details":{}}]}')).toEqual([undefined, '{"id":2,"details":{}}']);
    expect(texts('{"results":[{"a":[{"b":1,"b":2}]},{"a":[{"b":1,"c":2}],"s":"x:y"}]}')).toEqual([undefined, '{"a":[{"b":1,"c":2}],"s":"x:y"}']);
  });

  it('finds a record nested 100,000 deep, as JSON.parse reads it', () => {
    const deep = `{"results":[{"a":${'{"b":'.repeat(100_000)}1${'}'.repeat(100_000)}}]}`;
    expect(texts(deep)?.[0]?.length).toBe(deep.length - '{"results":[]}'.length);
  });

  it('declines a body whose keys it cannot compare byte for byte, or that is no object with results', () => {
    // JSON.parse reads "r\u0065sults" as results.
    expect(raw('{"results":[{"a":1}],"r\\u0065sults":[{"b":2}]}')).toBeNull();
    expect(raw('[{"a":1}]')).toBeNull();
    expect(raw('{"count":0}')).toBeNull();
    expect(raw('{}')).toBeNull();
    expect(raw('{"results":[{"a":"unterminated}]}')).toBeNull();
  });
});

describe('rawResultsSliced', () => {
  const bodies = [
    '{"count":3,"next":null,"results":[{"a":1,"t":"x\\"}]{["},{"b":"\\\\"},{"e":"é"}]}',
    '{"results":[{"a": 1},{"b":2},7]}',
    '{"results":[{"a":1}],"results":[{"b":2},{"c":3}]}',
    '{"results":[{"a":1},{"b":2}],"r\\u0065sults":[]}',
    '{"results":[{"a":"unterminated}]}',
    '{"results":[{"a":1,"a":2},{"b":2}]}',
  ];

  it('finds what rawResults finds, pausing after elements when the slice is spent', async () => {
    for (const body of bodies) {
      const bytes = Buffer.from(body);
      const sliced = await rawResultsSliced(bytes, parsedResults(body), new TimeSlice(-1));
      expect(sliced?.map((element) => element?.toString('utf8'))).toEqual(texts(body));
    }
    expect((await rawResultsSliced(Buffer.from(bodies[2]!), parsedResults(bodies[2]!), new TimeSlice(-1)))?.map(String)).toEqual(['{"b":2}', '{"c":3}']);
    expect(await rawResultsSliced(Buffer.from(bodies[3]!), parsedResults(bodies[3]!), new TimeSlice(-1))).toBeNull();
  });

  it('lets the event loop run between elements when the slice is spent, and not when it is not', async () => {
    const order = async (slice: TimeSlice) => {
      const events: string[] = [];
      setImmediate(() => events.push('immediate'));
      await rawResultsSliced(Buffer.from(bodies[0]!), parsedResults(bodies[0]!), slice);
      events.push('scanned');
      await new Promise((resolve) => setImmediate(resolve));
      return events;
    };
    expect(await order(new TimeSlice(-1))).toEqual(['immediate', 'scanned']);
    expect(await order(new TimeSlice(60_000))).toEqual(['scanned', 'immediate']);
  });

  it('ends at its next pause once its signal is aborted, with the reason, and not where it never pauses', async () => {
    const body = `{"results":[${Array.from({ length: 50 }, (_, i) => `{"n":${i}}`).join(',')}]}`;
    const controller = new AbortController();
    let pauses = 0;
    const slice = new TimeSlice(-1);
    const pause = slice.pause.bind(slice);
    slice.pause = async () => {
      pauses += 1;
      if (pauses === 3) controller.abort(new Error('stopped: SIGINT'));
      await pause();
    };
    await expect(rawResultsSliced(Buffer.from(body), parsedResults(body), slice, controller.signal)).rejects.toThrow('stopped: SIGINT');
    expect(pauses).toBe(3);
    // Never due, it scans the whole page at once: the signal is not looked at.
    await expect(rawResultsSliced(Buffer.from(body), parsedResults(body), new TimeSlice(60_000), controller.signal).then((raw) => raw?.length)).resolves.toBe(50);
  });
});

describe('withMember', () => {
  it('appends a member as JSON.stringify writes a key added last', () => {
    const record = { id: 1, name: 'é' };
    const appended = withMember(Buffer.from(JSON.stringify(record)), '_atlas', { component: 'https://w.example/api/components/p/c/' });
    expect(appended?.toString('utf8')).toBe(JSON.stringify({ ...record, _atlas: { component: 'https://w.example/api/components/p/c/' } }));
    expect(withMember(Buffer.from('{"a":1}'), '_atlas', { component: null })?.toString('utf8')).toBe('{"a":1,"_atlas":{"component":null}}');
  });

  it('declines an empty object', () => {
    expect(withMember(Buffer.from('{}'), '_atlas', {})).toBeUndefined();
  });
});
