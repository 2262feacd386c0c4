// A self-signed certificate for 127.0.0.1, for serving the front door over HTTPS (and so HTTP/2)
// on this machine: the Lighthouse bench and the HTTPS journey. Made with the openssl command.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `cert.pem` and `key.pem` into `dir`. `spki` is the base64 SHA-256 of the public key, for
 * Chromium's `--ignore-certificate-errors-spki-list`: Chromium then trusts this certificate as if a
 * CA had signed it, service worker included.
 * @param {string} dir
 */
export function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '7', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const publicKey = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, spki: createHash('sha256').update(publicKey).digest('base64') };
}
