import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip archive (PKWARE APPNOTE 6.3) of whole files in memory: deflated, names in UTF-8 (flag bit 11) so
 * Cyrillic names open as written on every system. Archives stay far below zip64's 4 GB. Pure.
 */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

const utf8Flag = 0x0800;
const deflate = 8;

/** A DOS date and time of a moment (the zip's format: two seconds' resolution, from 1980). */
function dosTime(at: Date) {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

/**
 * The fields the local header (from its offset 4) and the central directory's entry (from 6) share: version
 * needed, flags, method, time, date, CRC-32, sizes, the name's length.
 */
function writeShared(
  header: Buffer,
  at: number,
  e: { crc: number; packed: number; size: number; name: number },
  dos: { time: number; date: number },
) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(utf8Flag, at + 2);
  header.writeUInt16LE(deflate, at + 4);
  header.writeUInt16LE(dos.time, at + 6);
  header.writeUInt16LE(dos.date, at + 8);
  header.writeUInt32LE(e.crc, at + 10);
  header.writeUInt32LE(e.packed, at + 14);
  header.writeUInt32LE(e.size, at + 18);
  header.writeUInt16LE(e.name, at + 22);
}

export function zipBytes(entries: readonly ZipEntry[], at: Date): Buffer {
  const dos = dosTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.bytes);
    const shared = {
      crc: crc32(entry.bytes),
      packed: packed.length,
      size: entry.bytes.length,
      name: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeShared(local, 4, shared, dos);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeShared(central, 6, shared, dos);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
