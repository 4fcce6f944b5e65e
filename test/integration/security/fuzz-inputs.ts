import fc from 'fast-check';

/**
 * The fuzz test's generated inputs (fuzz.test.ts): field names the handlers read, huge and weird
 * strings, records, flat form fields, and each as JSON, a form, multipart, the wrong type, untyped
 * bytes or a query.
 */
const FIELDS = [
  'email',
  'password',
  'login',
  'grant_type',
  'username',
  'first_name',
  'name',
  'type',
  'custom_role',
  'orgName',
  'address',
  'inn',
  'requested_roles',
  'token',
  'jwt',
  'text',
  'city',
  'phone',
  'currentPassword',
  'repeatPassword',
  'data',
  'attributes',
  'contacts',
  'title',
  'description',
  'startsAt',
  'endsAt',
  'capacity',
  'userIds',
  'reason',
  'comment',
  'decision',
  'transit',
  'intent',
  'roles',
  'id',
  'file',
  'audience',
  'message',
  'lang',
  'agree',
  '__proto__',
  'constructor',
];
const huge = fc.integer({ min: 5_000, max: 40_000 }).map((n) => 'ж'.repeat(n));
const weird = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00',
  'NaN',
  '-1',
  '1e309',
  '{"a":',
  'null',
);
const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  weird,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  { arbitrary: huge, weight: 1 },
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const record = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value, { maxKeys: 8 });
const flat = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })),
  fc.oneof(
    fc.string(),
    weird,
    huge.map((s) => s.slice(0, 20_000)),
  ),
  { maxKeys: 8 },
);

export interface Input {
  contentType: string | null;
  body: string | Uint8Array | null;
  query: string;
  label: string;
}
const boundary = 'fuzzBoundary';
const multipart = (fields: Record<string, string>) => {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
};
const toQuery = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const input: fc.Arbitrary<Input> = fc.oneof(
  record.map((r) => ({ contentType: 'application/json', body: JSON.stringify(r), query: '', label: 'json object' })),
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({
    contentType: 'application/json',
    body: JSON.stringify(v) ?? 'null',
    query: '',
    label: 'json value',
  })),
  record.chain((r) =>
    fc.nat().map((n) => {
      const s = JSON.stringify(r);
      return {
        contentType: 'application/json',
        body: s.slice(0, n % Math.max(1, s.length)),
        query: '',
        label: 'broken json',
      };
    }),
  ),
  flat.map((r) => ({
    contentType: 'application/x-www-form-urlencoded',
    body: toQuery(r),
    query: '',
    label: 'urlencoded',
  })),
  flat.map((r) => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: multipart(r),
    query: '',
    label: 'multipart',
  })),
  flat.chain((r) =>
    fc
      .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=other`)
      .map((ct) => ({ contentType: ct, body: multipart(r).slice(0, -4), query: '', label: 'broken multipart' })),
  ),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'text/html',
        'application/x-yaml',
        'image/png',
        'application/octet-stream',
        'json',
        ';;;',
      ),
      fc.string(),
    )
    .map(([ct, b]) => ({ contentType: ct, body: b, query: '', label: 'wrong type' })),
  fc.uint8Array({ maxLength: 2048 }).map((b) => ({ contentType: null, body: b, query: '', label: 'untyped bytes' })),
  flat.map((r) => ({ contentType: null, body: null, query: toQuery(r), label: 'query' })),
);
