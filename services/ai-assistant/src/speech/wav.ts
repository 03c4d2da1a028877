// espeak-ng --stdout cannot seek back, so it writes 0x7fffffff-ish placeholders for the RIFF and data
// chunk sizes. Browsers tolerate that inconsistently (wrong duration, refusing to seek); we rewrite
// both sizes from the real byte length so the file is a valid WAV.

export interface WavInfo {
  riffSize: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  byteRate: number;
  dataOffset: number;
  dataSize: number;
  durationSeconds: number;
}

export class InvalidWavError extends Error {
  override name = 'InvalidWavError';
}

export function parseWav(wav: Uint8Array): WavInfo {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.length < 12 || tag(wav, 0) !== 'RIFF' || tag(wav, 8) !== 'WAVE') throw new InvalidWavError('not a RIFF/WAVE file');
  let fmt: Omit<WavInfo, 'riffSize' | 'dataOffset' | 'dataSize' | 'durationSeconds'> | undefined;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = tag(wav, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= wav.length) {
      fmt = {
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        byteRate: view.getUint32(at + 16, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    }
    if (id === 'data') {
      if (!fmt || fmt.byteRate === 0) throw new InvalidWavError('data chunk before a usable fmt chunk');
      return {
        ...fmt,
        riffSize: view.getUint32(4, true),
        dataOffset: at + 8,
        dataSize: size,
        durationSeconds: size / fmt.byteRate,
      };
    }
    at += 8 + size + (size % 2); // chunks are word-aligned
  }
  throw new InvalidWavError('no data chunk');
}

/** Returns a copy whose RIFF and data chunk sizes match the bytes actually present. */
export function fixWavSizes(wav: Uint8Array): Buffer {
  const fixed = Buffer.from(wav);
  // Parse with the data size ignored: it is the placeholder we are about to replace.
  const { dataOffset } = parseWav(fixed);
  fixed.writeUInt32LE(fixed.length - 8, 4);
  fixed.writeUInt32LE(fixed.length - dataOffset, dataOffset - 4);
  return fixed;
}

function tag(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}
