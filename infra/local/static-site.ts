import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { usage } from './usage';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The CloudFront default behaviour: files of the built SPA, and index.html for any path without a file
 * extension (client-side routes), as the CloudFront Function does in the cloud.
 */
export function createStaticSite(distDir: string) {
  const root = path.resolve(distDir);
  return function serve(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    const hasExtension = path.extname(url.pathname) !== '';
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (hasExtension) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
        res.end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const immutable = url.pathname.startsWith('/assets/');
    usage.staticRequests += 1;
    usage.staticBytesOut += statSync(file).size;
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders,
    });
    // A rebuild may remove the file between the check and the read: answer 503, never crash the cloud.
    createReadStream(file)
      .on('error', () => {
        if (!res.headersSent) res.writeHead(503);
        res.end();
      })
      .pipe(res);
  };
}
