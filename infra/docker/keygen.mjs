// Creates the identity service's ES256 key pair once. The private key goes to identity's own volume,
// readable by the runtime user only (0600); the gateway's volume gets the public half only.
//   node keygen.mjs <private-dir> <public-dir> [uid:gid]
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const privateDir = process.argv[2] ?? '/identity-keys';
const publicDir = process.argv[3] ?? '/public-keys';
// the images run as the `node` user (1000:1000); keygen runs as root to write into fresh volumes
const [uid, gid] = (process.argv[4] ?? '1000:1000').split(':').map(Number);
const priv = path.join(privateDir, 'jwt-private.pem');
const pub = path.join(publicDir, 'jwt-public.pem');
fs.mkdirSync(privateDir, { recursive: true, mode: 0o700 });
fs.mkdirSync(publicDir, { recursive: true });
if (!fs.existsSync(priv)) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  fs.writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  fs.writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
  console.log(`created a key pair: private in ${privateDir}, public in ${publicDir}`);
}
fs.chmodSync(privateDir, 0o700);
fs.chmodSync(priv, 0o600);
fs.chownSync(privateDir, uid, gid);
fs.chownSync(priv, uid, gid);
