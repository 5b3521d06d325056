/** Voice notes' limits, without zod: the chat's recorder and the server read them alike. */

/** A voice note's largest file: two minutes of speech at the bitrate the recorder asks (32 kbit/s) fit well under. */
export const VOICE_BYTES_MAX = 1024 * 1024;
/** A voice note's longest duration: the recorder stops and sends at two minutes. */
export const VOICE_DURATION_MAX_MS = 120_000;
/** The multipart field a voice note's file is sent in. */
export const VOICE_FIELD = 'audio';
