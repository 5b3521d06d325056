/**
 * Reads a voice note's container and duration from its own bytes: WebM (Opus, as Chrome and Android record), Ogg
 * (Opus or Vorbis, as Firefox records) or MP4 (AAC, as Safari records, whole or fragmented). Nothing is trusted from
 * the request (its file name or type): a file whose bytes are none of these, or whose structure does not hold
 * together, is answered undefined.
 */
export const VOICE_CONTAINERS = {
  webm: { mimeType: 'audio/webm', extension: 'webm' },
  ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
  mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
} as const;
export type VoiceContainer = keyof typeof VOICE_CONTAINERS;

export type VoiceRecording = { container: VoiceContainer; durationMs: number };

/** Thrown inside a reader when the bytes do not hold together; turned into `undefined` at the top. */
class Malformed extends Error {}

const startsWith = (bytes: Buffer, signature: string, at = 0) =>
  bytes.length >= at + signature.length && bytes.toString('latin1', at, at + signature.length) === signature;

/** The container its first bytes name, before any is read: EBML's magic, `OggS`, or an MP4 `ftyp` box. */
function containerOf(bytes: Buffer): VoiceContainer | undefined {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (startsWith(bytes, 'OggS')) return 'ogg';
  if (startsWith(bytes, 'ftyp', 4)) return 'mp4';
  return undefined;
}

export function readVoiceRecording(bytes: Buffer): VoiceRecording | undefined {
  const container = containerOf(bytes);
  if (!container) return undefined;
  try {
    const durationMs = DURATION_READERS[container](bytes);
    if (!Number.isFinite(durationMs) || durationMs <= 0) return undefined;
    return { container, durationMs: Math.round(durationMs) };
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return undefined;
    throw error;
  }
}

const DURATION_READERS: Record<VoiceContainer, (bytes: Buffer) => number> = {
  webm: webmDurationMs,
  ogg: oggDurationMs,
  mp4: mp4DurationMs,
};

// --- WebM (EBML) ---

const EBML = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Elements whose children are read in place: the only ones a recorder may leave of unknown size while streaming. */
const ENTERED: ReadonlySet<number> = new Set([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

/** An EBML variable-length integer at `at`: its length from the leading zeros of its first byte. */
function readVint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes.readUInt8(at);
  if (first === 0) throw new Malformed('vint longer than 8 bytes');
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes.readUInt8(at + index);
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? Number.POSITIVE_INFINITY : value, length };
}

const readUnsigned = (bytes: Buffer, at: number, size: number) =>
  size === 0 ? 0 : bytes.readUIntBE(at, Math.min(size, 6));

function readFloat(bytes: Buffer, at: number, size: number): number {
  if (size === 4) return bytes.readFloatBE(at);
  if (size === 8) return bytes.readDoubleBE(at);
  throw new Malformed('float of odd size');
}

/** A Block's time relative to its cluster: after the track number, a signed 16-bit count of timecode units. */
function blockTimecode(bytes: Buffer, at: number): number {
  const track = readVint(bytes, at, false);
  return bytes.readInt16BE(at + track.length);
}

/**
 * The Segment's Duration when the file has one; otherwise (MediaRecorder writes none while streaming) the last block's
 * time plus one frame, the gap between the last two blocks.
 */
function webmDurationMs(bytes: Buffer): number {
  let at = 0;
  let docType = '';
  let timecodeScale = DEFAULT_TIMECODE_SCALE_NS;
  let duration: number | undefined;
  let clusterTimecode = 0;
  const blockTimes: number[] = [];
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = body;
      continue;
    }
    if (!Number.isFinite(size.value) || body + size.value > bytes.length) {
      throw new Malformed('element past the end');
    }
    if (id.value === EBML.header) {
      docType = ebmlDocType(bytes, body, body + size.value);
    } else if (id.value === EBML.timecodeScale) {
      timecodeScale = readUnsigned(bytes, body, size.value);
    } else if (id.value === EBML.duration) {
      duration = readFloat(bytes, body, size.value);
    } else if (id.value === EBML.clusterTimecode) {
      clusterTimecode = readUnsigned(bytes, body, size.value);
    } else if (id.value === EBML.simpleBlock || id.value === EBML.block) {
      blockTimes.push(clusterTimecode + blockTimecode(bytes, body));
    }
    at = body + size.value;
  }
  if (docType !== 'webm') throw new Malformed(`doc type ${docType}`);
  const unitMs = timecodeScale / 1_000_000;
  if (duration !== undefined) return duration * unitMs;
  const [previous = 0, last] = blockTimes.slice(-2);
  if (last === undefined) throw new Malformed('no blocks');
  return (last + (last - previous)) * unitMs;
}

function ebmlDocType(bytes: Buffer, start: number, end: number): string {
  let at = start;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (body + size.value > end) throw new Malformed('header element past its end');
    if (id.value === EBML.docType)
      return bytes.toString('latin1', body, body + size.value).replace(/\0+$/, '');
    at = body + size.value;
  }
  return '';
}

// --- Ogg ---

/** Opus counts granules at 48 kHz whatever the input's rate; `OpusHead` gives the samples to skip at the start. */
const OPUS_GRANULE_RATE = 48_000;
const OGG_PAGE_HEADER = 27;

type OggStream = { rate: number; preSkip: number };

function oggStreamOf(packet: Buffer): OggStream {
  if (startsWith(packet, 'OpusHead')) return { rate: OPUS_GRANULE_RATE, preSkip: packet.readUInt16LE(10) };
  if (startsWith(packet, '\u0001vorbis')) return { rate: packet.readUInt32LE(12), preSkip: 0 };
  throw new Malformed('not Opus or Vorbis');
}

/** Walks every page (each must be whole): the last granule position of the first stream over its sample rate. */
function oggDurationMs(bytes: Buffer): number {
  let at = 0;
  let stream: OggStream | undefined;
  let serial: number | undefined;
  let lastGranule = 0;
  while (at < bytes.length) {
    if (!startsWith(bytes, 'OggS', at)) throw new Malformed('page without capture pattern');
    const segments = bytes.readUInt8(at + 26);
    const table = bytes.subarray(at + OGG_PAGE_HEADER, at + OGG_PAGE_HEADER + segments);
    if (table.length !== segments) throw new Malformed('truncated page');
    const bodyStart = at + OGG_PAGE_HEADER + segments;
    const bodyEnd = bodyStart + table.reduce((sum, lacing) => sum + lacing, 0);
    if (bodyEnd > bytes.length) throw new Malformed('truncated page');
    const pageSerial = bytes.readUInt32LE(at + 14);
    if (serial === undefined) {
      serial = pageSerial;
      stream = oggStreamOf(bytes.subarray(bodyStart, bodyEnd));
    }
    const granule = Number(bytes.readBigInt64LE(at + 6));
    if (pageSerial === serial && granule > 0) lastGranule = granule;
    at = bodyEnd;
  }
  if (!stream || stream.rate <= 0) throw new Malformed('no stream');
  return ((lastGranule - stream.preSkip) / stream.rate) * 1000;
}

// --- MP4 (ISO BMFF) ---

type Box = { type: string; start: number; end: number };

/** The boxes between `start` and `end`, each whole. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    const size32 = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const header = size32 === 1 ? 16 : 8;
    const size = size32 === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : size32 === 0 ? end - at : size32;
    if (size < header || at + size > end) throw new Malformed(`box ${type} past its end`);
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

function childBox(bytes: Buffer, parent: Box | undefined, type: string): Box | undefined {
  return parent && boxesIn(bytes, parent.start, parent.end).find((box) => box.type === type);
}

/** A full box's timescale and duration (mvhd, mdhd): version 1 has 64-bit times. */
function timedHeader(bytes: Buffer, box: Box): { timescale: number; duration: number } {
  const version = bytes.readUInt8(box.start);
  return version === 1
    ? {
        timescale: bytes.readUInt32BE(box.start + 20),
        duration: Number(bytes.readBigUInt64BE(box.start + 24)),
      }
    : { timescale: bytes.readUInt32BE(box.start + 12), duration: bytes.readUInt32BE(box.start + 16) };
}

/** The movie header's duration; a fragmented file (as Safari records) leaves it 0 and its fragments tell it. */
function mp4DurationMs(bytes: Buffer): number {
  const top = boxesIn(bytes, 0, bytes.length);
  const moov = top.find((box) => box.type === 'moov');
  const mvhd = childBox(bytes, moov, 'mvhd');
  if (!moov || !mvhd) throw new Malformed('no movie header');
  const movie = timedHeader(bytes, mvhd);
  if (movie.duration > 0 && movie.timescale > 0) return (movie.duration / movie.timescale) * 1000;
  const trak = childBox(bytes, moov, 'trak');
  const mdhd = childBox(bytes, childBox(bytes, trak, 'mdia'), 'mdhd');
  if (!mdhd) throw new Malformed('no media header');
  const { timescale } = timedHeader(bytes, mdhd);
  const trex = childBox(bytes, childBox(bytes, moov, 'mvex'), 'trex');
  const defaultDuration = trex ? bytes.readUInt32BE(trex.start + 12) : 0;
  const fragments = top.filter((box) => box.type === 'moof');
  const samples = fragments.reduce(
    (sum, moof) => sum + fragmentDuration(bytes, childBox(bytes, moof, 'traf'), defaultDuration),
    0,
  );
  return (samples / timescale) * 1000;
}

const TFHD_DEFAULT_DURATION = 0x08;
const TFHD_BASE_DATA_OFFSET = 0x01;
const TFHD_DESCRIPTION_INDEX = 0x02;
const TRUN_DATA_OFFSET = 0x01;
const TRUN_FIRST_FLAGS = 0x04;
const TRUN_DURATION = 0x100;
const TRUN_SIZE = 0x200;
const TRUN_FLAGS = 0x400;
const TRUN_COMPOSITION = 0x800;

/** A fragment's track run: each sample's own duration, or the fragment's (tfhd) or movie's (trex) default. */
function fragmentDuration(bytes: Buffer, traf: Box | undefined, movieDefault: number): number {
  const tfhd = childBox(bytes, traf, 'tfhd');
  const trun = childBox(bytes, traf, 'trun');
  if (!tfhd || !trun) throw new Malformed('fragment without track run');
  const tfhdFlags = bytes.readUIntBE(tfhd.start + 1, 3);
  let defaultAt = tfhd.start + 8;
  if (tfhdFlags & TFHD_BASE_DATA_OFFSET) defaultAt += 8;
  if (tfhdFlags & TFHD_DESCRIPTION_INDEX) defaultAt += 4;
  const fragmentDefault = tfhdFlags & TFHD_DEFAULT_DURATION ? bytes.readUInt32BE(defaultAt) : movieDefault;
  const flags = bytes.readUIntBE(trun.start + 1, 3);
  const count = bytes.readUInt32BE(trun.start + 4);
  if (!(flags & TRUN_DURATION)) return count * fragmentDefault;
  let at = trun.start + 8 + (flags & TRUN_DATA_OFFSET ? 4 : 0) + (flags & TRUN_FIRST_FLAGS ? 4 : 0);
  const stride =
    [TRUN_DURATION, TRUN_SIZE, TRUN_FLAGS, TRUN_COMPOSITION].filter((bit) => flags & bit).length * 4;
  let total = 0;
  for (let sample = 0; sample < count; sample++, at += stride) total += bytes.readUInt32BE(at);
  return total;
}
