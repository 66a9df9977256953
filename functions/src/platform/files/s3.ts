import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../http/replies';

let client: S3Client | undefined;

/** The S3 client: the emulator locally (S3_ENDPOINT, path-style), AWS in the cloud. */
export function s3(): S3Client {
  const endpoint = process.env.S3_ENDPOINT;
  client ??= new S3Client(
    endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          region: process.env.AWS_REGION ?? 'eu-central-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {},
  );
  return client;
}

export type BucketKind = 'files' | 'exports';

export function bucket(kind: BucketKind): string {
  const name = kind === 'files' ? process.env.FILES_BUCKET : process.env.EXPORTS_BUCKET;
  if (!name) throw new Error(`${kind === 'files' ? 'FILES_BUCKET' : 'EXPORTS_BUCKET'} is not set`);
  return name;
}

export async function upload(
  kind: BucketKind,
  key: string,
  body: Buffer,
  meta: { contentType: string; fileName?: string; cacheSeconds?: number; metadata?: Record<string, string> },
): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(kind),
      Key: key,
      Body: body,
      ContentType: meta.contentType,
      ...(meta.fileName ? { ContentDisposition: contentDisposition(meta.fileName) } : {}),
      ...(meta.cacheSeconds ? { CacheControl: `private, max-age=${meta.cacheSeconds}` } : {}),
      ...(meta.metadata ? { Metadata: meta.metadata } : {}),
    }),
  );
}

/** The object's bytes and type, or undefined when there is no such object. */
export async function download(
  kind: BucketKind,
  key: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  try {
    const res = await s3().send(new GetObjectCommand({ Bucket: bucket(kind), Key: key }));
    const bytes = await res.Body!.transformToByteArray();
    return { body: Buffer.from(bytes), contentType: res.ContentType ?? 'application/octet-stream' };
  } catch (e) {
    if ((e as Error).name === 'NoSuchKey' || (e as Error).name === 'NotFound') return undefined;
    throw e;
  }
}

export async function exists(kind: BucketKind, key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucket(kind), Key: key }));
    return true;
  } catch (e) {
    if ((e as Error).name === 'NotFound' || (e as Error).name === 'NoSuchKey') return false;
    throw e;
  }
}

export async function remove(kind: BucketKind, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(kind), Key: key }));
}

/**
 * A short-lived download link for large files: the API answers a redirect to it instead of streaming the
 * bytes through Lambda. The name in the link keeps Cyrillic (RFC 5987).
 */
export async function presignedDownloadUrl(
  kind: BucketKind,
  key: string,
  fileName: string,
  seconds = 300,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(kind),
      Key: key,
      ResponseContentDisposition: contentDisposition(fileName),
    }),
    { expiresIn: seconds },
  );
}

/** A short-lived upload link, for browsers that send large files straight to S3. */
export async function presignedUploadUrl(
  kind: BucketKind,
  key: string,
  contentType: string,
  seconds = 300,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: bucket(kind), Key: key, ContentType: contentType }),
    {
      expiresIn: seconds,
    },
  );
}

/** An object's type, size and user metadata, or undefined when there is no such object. */
export async function describe(
  kind: BucketKind,
  key: string,
): Promise<{ contentType: string; size: number; metadata: Record<string, string> } | undefined> {
  try {
    const res = await s3().send(new HeadObjectCommand({ Bucket: bucket(kind), Key: key }));
    return {
      contentType: res.ContentType ?? 'application/octet-stream',
      size: res.ContentLength ?? 0,
      metadata: res.Metadata ?? {},
    };
  } catch (e) {
    if ((e as Error).name === 'NotFound' || (e as Error).name === 'NoSuchKey') return undefined;
    throw e;
  }
}

/** Copies an object inside one bucket (metadata and type travel with it). */
export async function copy(kind: BucketKind, from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket(kind),
      Key: to,
      CopySource: `${bucket(kind)}/${encodeURI(from)}`,
    }),
  );
}
