import { describe, expect, it } from 'vitest';
import { fixWavSizes, InvalidWavError, parseWav } from './wav.js';

/** A WAV as espeak-ng --stdout writes it: placeholder sizes, here with a LIST chunk before data. */
function streamedWav(samples: number): Buffer {
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0);
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(22050, 12);
  fmt.writeUInt32LE(44100, 16); // byte rate
  fmt.writeUInt16LE(2, 20);
  fmt.writeUInt16LE(16, 22);
  const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
  const dataHeader = Buffer.concat([Buffer.from('data'), Buffer.from([0x00, 0xf0, 0xff, 0x7f])]);
  const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0xf0, 0xff, 0x7f]), Buffer.from('WAVE')]);
  return Buffer.concat([riff, fmt, list, dataHeader, Buffer.alloc(samples * 2, 1)]);
}

describe('fixWavSizes', () => {
  it('rewrites placeholder sizes so the header matches the bytes and the duration is real', () => {
    const fixed = fixWavSizes(streamedWav(22050));
    const info = parseWav(fixed);
    expect(info.riffSize).toBe(fixed.length - 8);
    expect(info.dataSize).toBe(44100);
    expect(info.dataOffset + info.dataSize).toBe(fixed.length);
    expect(info.durationSeconds).toBeCloseTo(1, 5);
  });

  it('rejects bytes that are not a WAV', () => {
    expect(() => fixWavSizes(Buffer.from('ID3 an mp3 file'))).toThrow(InvalidWavError);
  });
});
