/**
 * Recognises a buyer asking whether a listing is still for sale ("¿Sigue disponible?", "aún lo tenés", "Is this still
 * available?"), however it is typed: capitals, accents, ¿?¡!, emoji, a greeting before ("Hola, buenas") and thanks
 * after. Zod-free: the chat's screen uses it.
 *
 * The whole message must be the question. One that names something else ("¿Sigue disponible el otro?", "¿Está
 * disponible el sábado?"), denies ("¿Ya no está disponible?") or asks more ("¿Sigue disponible? ¿Y el precio?") is
 * left to the seller's own words: a one-tap "Sí, sigue disponible" would answer it wrongly.
 */

const GREETING =
  '(?:hola|holi|buenas|buenos dias|buenas tardes|buenas noches|buen dia|que tal|saludos|' +
  'hi|hello|hey|hi there|hello there|good morning|good afternoon|good evening) ';
const THANKS = ' (?:por favor|porfa|porfavor|gracias|muchas gracias|please|pls|thanks|thank you)';
/** "Todavía", "aún", and Central America's "siempre" ("¿siempre lo tenés?"). */
const STILL = '(?:todavia|aun|siempre)';
const FOR_SALE = '(?:disponible|a la venta|en venta)';
const IT = '(?:lo|la|los|las)';
const HAVE = '(?:tenes|tienes|tiene|tienen|vendes|vende|venden)';

const SPANISH = [
  // "¿Sigue disponible?", "¿Todavía está disponible?", "¿Esto está a la venta aún?"
  `(?:(?:esto|eso) )?(?:${STILL} )?(?:sigue|esta) (?:${STILL} )?${FOR_SALE}(?: ${STILL})?`,
  // "¿Disponible?", "¿Aún disponible?"
  `(?:${STILL} )?disponible(?: ${STILL})?`,
  // "¿Aún lo tenés?", "¿Lo tienes todavía?", "¿Siempre lo vende?", "¿Lo tenés disponible?"
  `${STILL} ${IT} ${HAVE}(?: disponible)?`,
  `${IT} ${HAVE} (?:${STILL}|disponible)(?: ${STILL})?`,
];

const ENGLISH = [
  // "Is this still available?", "Is it available still?", "Still for sale?", "Available?"
  '(?:is (?:this|it|this one|this item) )?(?:still )?(?:available|for sale)(?: still)?',
  // "Do you still have it?", "Have it still?"
  '(?:do you )?still have (?:it|this|this one)',
  '(?:do you )?have (?:it|this|this one) still',
];

const QUESTION = new RegExp(`^(?:${GREETING})*(?:${[...SPANISH, ...ENGLISH].join('|')})(?:${THANKS})*$`);

/** Lower case, without accents, every run of anything but letters and digits one space. */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `text`, a whole chat message, is the question whether the listing is still available. */
export function isAvailabilityQuestion(text: string): boolean {
  return QUESTION.test(normalized(text));
}
