// What the fuzzer sends: hostile values, bodies and headers (issue #15). Plain data, no app.

/** A small seeded generator (mulberry32), so that a run can be replayed with its seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Strings that have broken servers: control characters, unicode edge cases, meta-characters, sizes. */
export const NASTY_STRINGS: readonly [string, string][] = [
  ['empty', ''],
  ['space', ' '],
  ['NUL', '\u0000'],
  ['NUL inside', 'Sar\u0000ah'],
  ['control characters', 'a\u0001\u0008\u001b[31m\u001fb'],
  ['DEL', '\u007f'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate inside', 'x\udfffy'],
  ['reversed surrogates', '\udc00\ud800'],
  ['BOM', '\ufeffSarah'],
  ['right-to-left override', 'abc\u202edef'],
  ['zero-width space', '\u200b'],
  ['noncharacter', '\uffff\ufffe'],
  ['combining marks', 'e\u0301\u0301\u0301\u0301\u0301'],
  ['emoji ZWJ', '\u{1f9d1}\u200d\u{1f91d}\u200d\u{1f9d1}'],
  ['astral', '\u{10ffff}\u{1d54f}'],
  ['arabic-indic digits', '\u0661\u0662\u0663'],
  ['full-width digits', '\uff11\uff12'],
  ['ligature', '\ufb01'],
  ['SQL quote', "'"],
  ['SQL injection', "' or 1=1 --"],
  ['SQL drop', "Robert'); drop table kindreds;--"],
  ['SQL wildcards', '%_%\\'],
  ['backslashes', '\\\\\\'],
  ['double quotes', '"""'],
  ['HTML script', '<script>alert(1)</script>'],
  ['HTML attribute', '"><img src=x onerror=alert(1)>'],
  ['template', '{{7*7}}${7*7}#{7*7}'],
  ['path traversal', '../../../../etc/passwd'],
  ['CRLF', 'a\r\nSet-Cookie: x=1'],
  ['newline and tab', 'line one\nline two\tend'],
  ['long', 'a'.repeat(10_000)],
  ['huge', '\u00e9'.repeat(300_000)],
  ['word null', 'null'],
  ['number-like', '-1'],
  ['huge number-like', '9'.repeat(40)],
  ['float-like', '1e309'],
  ['NaN', 'NaN'],
  ['boolean-like', 'true'],
  ['JSON-like', '{"a":1}'],
  ['date-like', '2024-02-30'],
  ['far date', '9999-12-31'],
  ['old date', '0001-01-01'],
  ['time zone-like', 'Europe/../../etc'],
];

export const NASTY_NUMBERS: readonly [string, number][] = [
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['negative zero', -0],
  ['huge', 1e308],
  ['past safe integer', 2 ** 53 + 2],
  ['past int4', 2_147_483_648],
  ['below int4', -2_147_483_649],
];

export const WRONG_TYPES: readonly [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['empty array', []],
  ['array', [1, 'a']],
  ['empty object', {}],
  ['object', { a: 1 }],
  ['string', 'text'],
  ['number', 123],
];

/** Values for an id in a path: each already URL-encoded. */
export const NASTY_PATH_IDS: readonly [string, string][] = [
  ['zero', '0'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['exponent', '1e3'],
  ['leading zeros', '0001'],
  ['past bigint', '99999999999999999999'],
  ['past int4', '2147483648'],
  ['hex', '0x10'],
  ['word', 'abc'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['space', '%201'],
  ['NUL', '%00'],
  ['NUL after digits', '1%00'],
  ['invalid UTF-8', '%ff%fe'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['emoji', '%F0%9F%98%80'],
  ['arabic-indic digits', '%D9%A1%D9%A2'],
  ['SQL', "1'%20or%20'1'%3D'1"],
  ['HTML', '%3Cscript%3E'],
  ['long', '9'.repeat(300)],
  ['dot dot', '..'],
  ['encoded slash', '1%2F2'],
];

/** Cursors and tokens crafted to look almost right: base64url of JSON and of junk. */
export const CRAFTED_OPAQUE: readonly [string, string][] = [
  ['base64 JSON object', Buffer.from('{"id":"x","createdAt":"nope"}').toString('base64url')],
  ['base64 JSON array', Buffer.from('["2024-01-01T00:00:00Z","abc"]').toString('base64url')],
  ['base64 JSON numbers', Buffer.from('[1e309,-1]').toString('base64url')],
  ['base64 huge date', Buffer.from('["275760-09-13T00:00:00Z",1]').toString('base64url')],
  ['base64 NUL', Buffer.from('\u0000\u0000').toString('base64url')],
  ['base64 SQL', Buffer.from("1' or '1'='1").toString('base64url')],
  ['base64 invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
  ['not base64', '!!!***'],
  ['JWT-shaped', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
  ['dotted', 'a.b.c.d'],
];

/** Authorization headers that are not a valid session. */
export const GARBAGE_AUTH: readonly [string, string][] = [
  ['Bearer alone', 'Bearer'],
  ['Bearer and space', 'Bearer '],
  ['three dots', 'Bearer x.y.z'],
  ['alg none', `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"1","sid":"x","aud":"kindred-api"}').toString('base64url')}.`],
  ['Basic', 'Basic dXNlcjpwYXNz'],
  ['long', `Bearer ${'a'.repeat(20_000)}`],
  ['unicode', 'Bearer \u00e9\u00e9'],
  ['two tokens', 'Bearer a Bearer b'],
];

/** Whole bodies for a JSON route that are not what it takes; `body` is what goes on the wire. */
export function wholeBodies(valid: unknown): [string, { body: string | Buffer; contentType?: string }][] {
  const json = JSON.stringify(valid ?? {});
  const firstKey = valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.keys(valid)[0] : undefined;
  const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
  return [
    ['no body', { body: '' }],
    ['JSON null', { body: 'null' }],
    ['JSON array', { body: '[]' }],
    ['JSON string', { body: '"text"' }],
    ['JSON number', { body: '12' }],
    ['truncated JSON', { body: json.slice(0, Math.max(1, json.length - 2)) }],
    ['trailing garbage', { body: `${json}xyz` }],
    ['two documents', { body: `${json}${json}` }],
    ['deep arrays', { body: deep(5_000, '[', ']') }],
    ['deep objects', { body: deep(3_000, '{"a":', '}') }],
    ['duplicate keys', { body: firstKey ? `{${JSON.stringify(firstKey)}:"\\u0000",${json.slice(1)}` : '{"a":1,"a":2}' }],
    ['__proto__', { body: `{"__proto__":{"isAdmin":true},${json.slice(1)}` }],
    ['constructor.prototype', { body: `{"constructor":{"prototype":{"isAdmin":true}},${json.slice(1)}` }],
    ['invalid UTF-8', { body: Buffer.concat([Buffer.from(json.slice(0, -1)), Buffer.from(',"x":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]) }],
    ['UTF-16', { body: Buffer.from(json, 'utf16le'), contentType: 'application/json; charset=utf-16' }],
    ['over the body limit', { body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }) }],
    ['text/plain', { body: json, contentType: 'text/plain' }],
    ['form-urlencoded', { body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' }],
    ['multipart junk', { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' }],
    ['multipart without boundary', { body: 'junk', contentType: 'multipart/form-data' }],
    ['XML', { body: '<a>1</a>', contentType: 'application/xml' }],
    ['JSON with a strange charset', { body: json, contentType: 'application/json; charset=klingon' }],
    ['vendor JSON type', { body: json, contentType: 'application/vnd.api+json' }],
    ['content type with NUL-like junk', { body: json, contentType: 'application/json;;;' }],
    ['octet-stream', { body: Buffer.from([0, 1, 2, 3]), contentType: 'application/octet-stream' }],
  ];
}

/** encodeURIComponent that also takes lone surrogates, sending their (invalid) three UTF-8-style bytes. */
export function encodeAny(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const high = code >= 0xd800 && code <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (high && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}
