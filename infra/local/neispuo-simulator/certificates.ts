import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The PEM files of the local НЕИСПУО: its test CA, the simulator's server certificate and Gradina's client one. */
export interface TestCertificates {
  dir: string;
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
}

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/**
 * A test CA made at start (once per data folder): it signs the simulator's server certificate (localhost)
 * and the platform's client certificate, as МОН's CA signs a diary provider's. EC keys keep it fast.
 */
export function makeTestCertificates(dir: string): TestCertificates {
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  if (!existsSync(file('client.crt'))) {
    const ecKey = (name: string) =>
      openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', name], dir);
    ecKey('ca.key');
    openssl(
      [
        'req',
        '-x509',
        '-new',
        '-key',
        'ca.key',
        '-days',
        '3650',
        '-subj',
        '/CN=Local NEISPUO test CA',
        '-out',
        'ca.crt',
      ],
      dir,
    );
    const signed = (name: string, subject: string, extensions: string) => {
      ecKey(`${name}.key`);
      openssl(['req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`], dir);
      writeFileSync(file(`${name}.ext`), extensions);
      openssl(
        [
          'x509',
          '-req',
          '-in',
          `${name}.csr`,
          '-CA',
          'ca.crt',
          '-CAkey',
          'ca.key',
          '-CAcreateserial',
          '-days',
          '825',
          '-extfile',
          `${name}.ext`,
          '-out',
          `${name}.crt`,
        ],
        dir,
      );
    };
    signed(
      'server',
      '/CN=localhost',
      'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
    );
    signed('client', '/O=Gradina/CN=Gradina diary provider', 'extendedKeyUsage=clientAuth\n');
  }
  const read = (name: string) => readFileSync(file(name), 'utf8');
  return {
    dir,
    ca: read('ca.crt'),
    serverCert: read('server.crt'),
    serverKey: read('server.key'),
    clientCert: read('client.crt'),
    clientKey: read('client.key'),
  };
}
