// Just enough MP3 reading to tell, in tests and the speech benchmark, that bytes are MP3 audio and
// how long they play: a constant-bit-rate stream of MPEG-2 Layer III frames (what lame writes for
// espeak-ng's voice at 24 kbit/s: 16 kHz).

export interface Mp3Facts {
  frames: number;
  sampleRate: number;
  durationSeconds: number;
}

const bitRatesMpeg2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const sampleRatesMpeg2 = [22_050, 24_000, 16_000];
const samplesPerFrameMpeg2 = 576;

/** Walks the frame headers from the first byte; throws when the bytes are not MPEG-2 Layer III frames. */
export function readMp3(bytes: Buffer): Mp3Facts {
  let offset = 0;
  let frames = 0;
  let sampleRate = 0;
  while (offset + 4 <= bytes.length) {
    const header = bytes.readUInt32BE(offset);
    const isFrame = header >>> 21 === 0x7ff && ((header >>> 19) & 3) === 2 && ((header >>> 17) & 3) === 1;
    if (!isFrame) throw new Error(`no MPEG-2 Layer III frame at byte ${offset}`);
    const bitRate = bitRatesMpeg2[(header >>> 12) & 15]! * 1000;
    sampleRate = sampleRatesMpeg2[(header >>> 10) & 3]!;
    const padding = (header >>> 9) & 1;
    offset += Math.floor((72 * bitRate) / sampleRate) + padding;
    frames += 1;
  }
  if (frames === 0) throw new Error('no MP3 frames');
  return { frames, sampleRate, durationSeconds: (frames * samplesPerFrameMpeg2) / sampleRate };
}
