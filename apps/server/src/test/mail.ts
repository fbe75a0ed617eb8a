/** Just enough MIME to read what the outbox mailer writes: headers, and the decoded text and HTML parts. */
export interface ReadMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decode(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const escaped = body.replace(/%/g, '%25').replace(/=\r?\n/g, '');
    return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`));
  }
  return body;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => split(p.replace(/^\r?\n/, ''))) : [{ headers, body }];
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decode(part.body, part.headers['content-transfer-encoding']).trim() : '';
  };
  return { headers, text: find('text/plain'), html: find('text/html') };
}
