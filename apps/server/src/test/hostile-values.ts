import fc from 'fast-check';

/** Inputs attackers and broken clients send: injection shapes, odd numbers, odd text, sheer size. */
const SHAPES = [
  "' OR 1=1 --", '"; DROP TABLE users; --', '1; SELECT pg_sleep(10)', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>',
  '{{7*7}}', `\${7*7}`, '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', '\u0000', '\r\nSet-Cookie: sid=x', '__proto__',
  'constructor', 'NaN', 'Infinity', '-Infinity', '-1', '-0', '0', '1e309', '9007199254740993', '0x1f', '1.5', '', ' ', 'null',
  'undefined', 'true', '[]', '{}', '🎧'.repeat(40), '\u202Egnp.exe', 'ǅ̵̡͍̫̈́̈́', 'ｆｕｌｌｗｉｄｔｈ', 'a'.repeat(5000),
];

export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SHAPES),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.nat({ max: 20 }).map((n) => 'x'.repeat(2 ** n)),
);

/** A form or query: the route's own field names (and a few it never heard of), each maybe repeated or nested. */
export function hostileFields(names: string[]): fc.Arbitrary<[string, string][]> {
  const name = fc.oneof(fc.constantFrom(...names, 'user_id', '__proto__', 'constructor'), fc.string({ maxLength: 10 }));
  const key = fc.tuple(name, fc.constantFrom('', '[]', '[a]', '[0][b]')).map(([n, suffix]) => n + suffix);
  return fc.array(fc.tuple(key, hostileValue), { maxLength: 6 });
}

export const encodeFields = (fields: [string, string][]) => new URLSearchParams(fields).toString();

/** A body in one of the ways clients get it wrong: form, broken JSON, wrong type, deep nesting. */
export const hostileBody = (fields: [string, string][]): fc.Arbitrary<{ contentType: string; payload: string }> =>
  fc.oneof(
    fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: encodeFields(fields) }),
    fc.constant({ contentType: 'application/json', payload: JSON.stringify(Object.fromEntries(fields)) }),
    fc.constant({ contentType: 'application/json', payload: '{"a":' }),
    fc.constant({ contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` }),
    fc.constant({ contentType: 'text/plain', payload: encodeFields(fields) }),
    fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: 'a='.padEnd(70 * 1024, 'b') }),
  );
