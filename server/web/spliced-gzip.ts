import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync } from "node:zlib";

/**
 * A gzip body assembled from pieces compressed once and a small text that changes per answer (a
 * page's CSP nonce), so a stored page is sent compressed without compressing it again. Each piece
 * is a run of complete deflate blocks ending byte-aligned (a sync flush) and refers only to its
 * own bytes, so pieces compressed apart may follow each other in one stream (RFC 1951, 1952).
 */
export type SplicedGzip = { pieces: { raw: Buffer; packed: Buffer }[] };

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block (fixed Huffman, end of block): what zlib writes on finishing after a flush.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const deflateRawAsync = promisify(deflateRaw);
const flushed = { finishFlush: constants.Z_SYNC_FLUSH };
// Node's crc32 answers 0 for an empty buffer once zlib has read it, whatever the running value:
// an empty part leaves the checksum as it is.
const crcOf = (data: Buffer, running: number) => (data.length ? crc32(data, running) : running);

/** Compresses the fixed parts of a text that will be joined by a filler (`parts.join(filler)`). */
export async function prepareSpliced(parts: string[]): Promise<SplicedGzip> {
  const pieces = await Promise.all(
    parts.map(async (part) => {
      const raw = Buffer.from(part);
      return { raw, packed: await deflateRawAsync(raw, { ...flushed, level: 9 }) };
    }),
  );
  return { pieces };
}

/** The gzip bytes of the prepared parts joined by `filler`. */
export function spliceGzip({ pieces }: SplicedGzip, filler: string): Buffer {
  const fill = Buffer.from(filler);
  const fillPacked = deflateRawSync(fill, flushed);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(fillPacked);
      crc = crcOf(fill, crc);
      size += fill.length;
    }
    chunks.push(piece.packed);
    crc = crcOf(piece.raw, crc);
    size += piece.raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Bytes the prepared parts hold (for the cache's memory bound). */
export const splicedBytes = ({ pieces }: SplicedGzip) =>
  pieces.reduce((sum, p) => sum + p.raw.length + p.packed.length, 0);
