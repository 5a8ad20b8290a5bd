// Creates the identity service's ES256 key pair once; the gateway mounts only the public half.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '/keys';
const priv = path.join(dir, 'jwt-private.pem');
if (!fs.existsSync(priv)) {
  fs.mkdirSync(dir, { recursive: true });
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  fs.writeFileSync(priv, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o644 });
  fs.writeFileSync(path.join(dir, 'jwt-public.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
  console.log(`created a key pair in ${dir}`);
}
