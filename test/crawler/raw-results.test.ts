// Finding each record's bytes in a list page: exactly the elements JSON.parse reads, or nothing.
import { describe, expect, it } from 'vitest';
import { rawResults, withMember } from '../../src/crawler/raw-results.ts';

const texts = (body: string) => rawResults(Buffer.from(body))?.map((element) => element?.toString('utf8'));

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

  it('declines a body whose keys it cannot compare byte for byte, or that is no object with results', () => {
    // JSON.parse reads "r\u0065sults" as results.
    expect(rawResults(Buffer.from('{"results":[{"a":1}],"r\\u0065sults":[{"b":2}]}'))).toBeNull();
    expect(rawResults(Buffer.from('[{"a":1}]'))).toBeNull();
    expect(rawResults(Buffer.from('{"count":0}'))).toBeNull();
    expect(rawResults(Buffer.from('{}'))).toBeNull();
    expect(rawResults(Buffer.from('{"results":[{"a":"unterminated}]}'))).toBeNull();
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
