import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey, type JWK } from 'jose';
import type { AppConfig } from '../config.ts';
import { deriveKey, secretBox, type SecretBox } from './secret-box.ts';

export interface Secrets {
  jwtPrivateKey: CryptoKey;
  jwtPublicJwk: JWK & { kid: string; alg: string; use: string };
  cookieSecret: string;
  captchaHmacKey: string;
  /** Encrypts TOTP secrets at rest (AES-256-GCM; key from TOTP_ENCRYPTION_KEY, else COOKIE_SECRET). */
  totpBox: SecretBox;
}

interface Stored {
  jwtPrivateKeyPem: string;
  cookieSecret: string;
  captchaHmacKey: string;
}

export const JWT_ALG = 'ES256';

async function generateStored(): Promise<Stored> {
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  return {
    jwtPrivateKeyPem: await exportPKCS8(privateKey),
    cookieSecret: randomBytes(32).toString('base64url'),
    captchaHmacKey: randomBytes(32).toString('base64url'),
  };
}

/**
 * Keys come from the environment, or are generated on first start and kept in DATA_DIR/secrets.json
 * (mode 600). Several instances behind one database must share them: set them in the environment.
 * With persist false (tests) the generated keys live only in memory.
 */
export async function loadSecrets(config: AppConfig, persist = true): Promise<Secrets> {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Stored;
  if (persist && existsSync(file)) {
    stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
  } else {
    stored = await generateStored();
    if (persist) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  const pem = (config.jwtPrivateKey ?? stored.jwtPrivateKeyPem).replace(/\\n/g, '\n');
  const jwtPrivateKey = await importPKCS8(pem, JWT_ALG, { extractable: true });
  const jwk = await exportJWK(jwtPrivateKey);
  const { d: _private, ...publicJwk } = jwk;
  const kid = (publicJwk.x ?? '').slice(0, 16);
  const cookieSecret = config.cookieSecret ?? stored.cookieSecret;
  return {
    jwtPrivateKey,
    jwtPublicJwk: { ...publicJwk, kid, alg: JWT_ALG, use: 'sig' },
    cookieSecret,
    totpBox: secretBox(deriveKey(config.totpEncryptionKey ?? cookieSecret, 'academy totp secrets v1')),
    captchaHmacKey: config.captcha.hmacKey ?? stored.captchaHmacKey,
  };
}
