/** True when a file's MIME type is one of `accept` ("image/png", or a family like "image/*"). */
export function isAccepted(file: File, accept: string[]): boolean {
  const type = file.type.toLowerCase();
  return accept.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
  });
}

/** A short name for a MIME type a person recognises: "image/jpeg" -> "JPEG", "application/pdf" -> "PDF". */
export function typeName(mime: string): string {
  const subtype = mime.split('/')[1] ?? mime;
  return subtype
    .replace(/^(x-|vnd\.)/, '')
    .split(/[.+]/)[0]!
    .toUpperCase();
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size as people read it, in the given locale: 1536 -> "1.5 kB", 5 * 1024 ** 2 -> "5 MB". */
export function formatBytes(bytes: number, locale: string): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: size < 10 && unit > 0 ? 1 : 0,
  }).format(size);
}
