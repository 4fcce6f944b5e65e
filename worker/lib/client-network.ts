/**
 * The network a client speaks from, the unit every per-client limit counts (docs/decisions/
 * 193-voices-per-network.md): an IPv4 client by its address, an IPv6 client by its /64. One
 * subscriber usually holds a whole /64 and can pick any of its 2^64 addresses per request, so
 * counting IPv6 by address would give one person unlimited buckets. An IPv4-mapped IPv6 address
 * (::ffff:192.0.2.1) is the IPv4 client it names.
 */

/** The key for the platform's CF-Connecting-IP (the client cannot set it on Cloudflare); 'local' without one. */
export function clientNetwork(header: string | null | undefined): string {
  const raw = (header ?? '').trim();
  if (!raw) return 'local';
  const v4 = ipv4(raw);
  if (v4) return v4;
  const groups = ipv6Groups(raw);
  if (!groups) return `other:${raw.toLowerCase().slice(0, 64)}`;
  // ::ffff:a.b.c.d (IPv4-mapped) is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function ipv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number).join('.');
}

/** The eight 16-bit groups of an IPv6 address (compressed, with a trailing IPv4, a zone or brackets), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string): number[] | null => {
    if (!half) return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4(piece);
        if (!v4) return null;
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}
