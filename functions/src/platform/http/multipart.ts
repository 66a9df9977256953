import busboy from 'busboy';
import { ApiError, badRequest } from './errors';

export interface UploadedPart {
  fileName: string;
  contentType: string;
  data: Buffer;
  /** The part was longer than the limit: only the first `maxFileBytes` bytes were kept. */
  truncated: boolean;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/**
 * A multipart/form-data body as an object: text fields as strings, files as `UploadedPart`; a name given more
 * than once becomes a list. A file over the limit is kept truncated and flagged, so the domain function can
 * name it in its answer; more parts than allowed answer 413 at once.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string,
  limits: MultipartLimits,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const out: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      const prev = out[name];
      out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 50, fieldSize: 100_000 },
      });
    } catch {
      reject(badRequest('Тялото на заявката не е коректно multipart/form-data.'));
      return;
    }
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        add(name, {
          fileName: info.filename ?? '',
          contentType: info.mimeType,
          data: Buffer.concat(chunks),
          truncated: stream.truncated === true,
        } satisfies UploadedPart),
      );
    });
    parser.on('field', (name, value) => add(name, value));
    parser.on('filesLimit', () =>
      reject(
        new ApiError(413, 'payload_too_large', `Може да качите най-много ${limits.maxFiles} файла наведнъж.`),
      ),
    );
    parser.on('error', () => reject(badRequest('Тялото на заявката не е коректно multipart/form-data.')));
    parser.on('close', () => resolve(out));
    parser.end(body);
  });
}
