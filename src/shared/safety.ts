import { z } from 'zod';

/**
 * Warnings a chat message can raise: scams that ask for money or codes, and ways to take the conversation off
 * Cerquita. Pure and isomorphic, so the server can store them and the client can show them as someone types.
 */
export const MESSAGE_WARNINGS = [
  'advance_payment',
  'bank_transfer',
  'gift_card',
  'sms_code',
  'link',
  'phone_number',
  'payment_proof',
  'prepaid_shipping',
] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];
export const messageWarningSchema = z.enum(MESSAGE_WARNINGS);

/** The codes a message raises, each once, in MESSAGE_WARNINGS order; empty when it raises none. */
export function messageWarnings(text: string): MessageWarning[] {
  const sentences = sentencesOf(normalised(text));
  return MESSAGE_WARNINGS.filter((code) => DETECTORS[code](sentences));
}

/**
 * Chat shorthand as people type it on a phone, written out so that one rule reads both: "q" and "k" for "que", "x"
 * for "por", "pa" for "para", "wsp" for WhatsApp.
 */
const SHORTHAND: Record<string, string> = {
  q: 'que',
  k: 'que',
  xq: 'porque',
  x: 'por',
  xfa: 'por favor',
  porfa: 'por favor',
  pa: 'para',
  tmb: 'tambien',
  tb: 'tambien',
  cod: 'codigo',
  cel: 'celular',
  wsp: 'whatsapp',
  wasap: 'whatsapp',
  guasap: 'whatsapp',
  whats: 'whatsapp',
  wa: 'whatsapp',
  dep: 'deposito',
  transf: 'transferencia',
  pls: 'please',
};
/** A shorthand word stands alone: not inside a word, a number or a domain ("wa.me"). */
const SHORTHAND_WORD = new RegExp(
  String.raw`(?<![\p{L}\d.])(?:${Object.keys(SHORTHAND).join('|')})(?![\p{L}\d]|\.[\p{L}\d])`,
  'gu',
);

/**
 * Lower case without accents (NFKD also turns full-width and other look-alike digits into plain ones), shorthand
 * written out, spaces collapsed.
 */
function normalised(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SHORTHAND_WORD, (word) => SHORTHAND[word] ?? word)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Split where a sentence ends, so that a phrase in one sentence does not qualify a phrase in the next. */
function sentencesOf(text: string): string[] {
  return text.split(/[.!?;]+(?:\s|$)|[¿¡]/).filter((sentence) => sentence.trim() !== '');
}

type Detector = (sentences: readonly string[]) => boolean;

/**
 * A phrase counts unless "no", "sin", "nunca", "tampoco", "nada" (or English "no", "don't", "never", "without") comes
 * at most four words before it in the same clause: "no pido adelanto", "no te voy a pedir anticipo", "tampoco pido nada
 * por adelantado" and "no deposit needed" reassure rather than ask. "Nada más" means "only", not "nothing".
 */
const NOT_NEGATED = String.raw`(?<!\b(?:no|sin|nunca|jamas|tampoco|nada(?! mas)|ni|ningun|ninguna|not|never|without|don't|dont|won't|wont|nothing)\s(?:[^\s,.;:!?]+\s){0,4})`;

/** Each alternative is a regular-expression source matched on the normalised text and guarded by NOT_NEGATED. */
function phrases(...alternatives: string[]): RegExp {
  return new RegExp(`${NOT_NEGATED}(?:${alternatives.join('|')})`, 'u');
}

function anySentence(pattern: RegExp): Detector {
  return (sentences) => sentences.some((sentence) => pattern.test(sentence));
}

/** Gaps of up to n words inside one clause. */
const words = (n: number) => String.raw`(?:\s[^\s.!?]+){0,${n}}\s`;

/** Verbs of paying or sending money, in ustedeo, voseo and tuteo: transfiera, depositame, pague, cancele, abone… */
const PAY_VERB = String.raw`(?:\btransf(?:er|ier)(?!ible)\w*|\bdeposit\w*|\bpag(?:a|ar|as|ue|ues|uen|ame|ueme|arme|arle|ale|ele|o|ara|aria)\b|\babon\w*|\bcancel(?:a|as|e|es|ar|en|ame|eme|arme)\b|\bmand\w* (?:el |la |los |me el |me la )?(?:dinero|pisto|pago|plata|billete|reales|deposito)\b)`;

/**
 * Paying any part of the price before having the item in hand: anticipo, adelanto, prima, a deposit to hold it,
 * "primero transfiera y le envío", "pague el envío primero". Paying when the two meet is not an advance.
 */
const ADVANCE_PAYMENT = phrases(
  String.raw`\banticip(?:o|os|ado|ada)\b`,
  String.raw`\badelant(?:o|os|ado|ada|ados|adas|ame|eme|arme|arle|as|es|an|en|aras|arias)\b`,
  String.raw`\bprima de \$? ?\d|\d+ (?:dolares |usd )?de prima\b|\b(?:dar|de|da|deme|dame|pague|pagar|mande|mandar|deposite|depositar|con) (?:la|una) prima\b`,
  String.raw`(?:\bmand|\benvi|\bdeposit|\btransf(?:er|ier)|\bpag|\babon|\bcancel)\w*${words(2)}mitad\b(?! de )`,
  String.raw`\bprimero (?:(?:me|usted|vos|tu|le|te|nos) )?${PAY_VERB}`,
  String.raw`${PAY_VERB}${words(3)}(?:primero|por adelantado)\b`,
  String.raw`${PAY_VERB}${words(3)}antes de (?:que )?(?:(?:se|te|le|yo) )?(?:l[oa]s? )?(?:envi|mand|entreg|despach|ver|recib|llev)\w*`,
  String.raw`${PAY_VERB}[^.!?]{0,40}\by (?:yo )?(?:[^\s.!?]+ ){0,2}(?:(?:se|te|le) )?(?:l[oa]s? )?(?:envio|mando|despacho|llevo|guardo|aparto|reservo|dejo apartad[oa])\b`,
  String.raw`\b(?:aduana|retenid[oa] en|customs)\b[^.!?]{0,30}(?:\$ ?\d|\d+ ?(?:dolares|usd)\b|\b(?:ocupo|necesito|pag\w*|pay|fee)\b)`,
  String.raw`\b(?:solo|nada mas|unicamente)${words(2)}(?:el|del) envio\b`,
  String.raw`\b(?:apart|reserv|separ)\w*${words(4)}(?:con|por) (?:\$ ?\d|\d+ ?(?:dolares|usd)|un (?:deposito|abono|pago|adelanto))`,
  String.raw`${PAY_VERB}[^.!?]{0,40}\bpara (?:apart|reserv|separ)\w*`,
  String.raw`\bpara (?:apart|reserv|separ)\w*${words(3)}(?:necesito|ocupo|pido) (?:que me (?:deposite|mande|transfiera|pague)|un (?:deposito|abono|pago)|\$ ?\d|\d+ ?(?:dolares|usd))`,
  String.raw`\bsi me (?:deposit|transf|mand|pag|abon)\w*[^.!?]{0,40}\b(?:se|te) l[oa] (?:aparto|reservo|guardo|separo)\b`,
  String.raw`\bsin (?:un |el )?(?:anticipo|adelanto|deposito|abono)\b[^.!?]{0,10}\bno\b`,
  String.raw`\b(?:down ?payment|upfront|up front|in advance|advance payment|prepay\w*|pay first|payment first|money first|half now)\b`,
  String.raw`(?:\b(?:a|the|small)|\$ ?\d+) deposit\b|\bdeposit (?:to|of|first|now)\b`,
  String.raw`\b(?:pay|wire|transfer|deposit|venmo|zelle)\b${words(4)}(?:first|beforehand|before (?:i|we) (?:ship|send|mail|deliver))\b`,
  String.raw`\b(?:pay|wire|transfer|deposit|venmo|zelle|send (?:me )?(?:the )?money)\b[^.!?]{0,40}\b(?:and|then) i(?:'ll| will)? (?:send|ship|mail)\b`,
  String.raw`\bsend${words(2)}(?:money|payment|cash|funds|half|\$ ?\d+)\b${words(3)}(?:first|beforehand)\b`,
  String.raw`\b(?:send|pay|venmo|zelle|transfer)\b[^.!?]{0,40}\b(?:to|and i'?ll) (?:hold|reserve)\b`,
  String.raw`\b(?:hold|reserve) it${words(2)}(?:if|once|when) you (?:send|pay|transfer|venmo|zelle)\b`,
);

/**
 * Receipts, account numbers, banks and remittances: the fake-receipt scam and money mules work even when the two
 * meet, so these always warn.
 */
const MONEY_TRAIL = phrases(
  String.raw`\b(?:numero de cuenta|cuenta (?:de ahorro|de ahorros|corriente|bancaria)|(?:a|en) mi cuenta)\b`,
  String.raw`\b(?:banco|cuenta|deposit\w*|transf(?:er|ier)\w*|agencia)${words(3)}(?:agricola|cuscatlan|bac|davivienda|industrial|promerica|hipotecario|azul|atlantida|fedecredito)\b`,
  String.raw`\b(?:western(?! digital)|moneygram|remesas?)\b`,
  String.raw`\b(?:wire transfer|wire (?:me|the money|it)|bank account|account number|routing number)\b`,
);

/** Paying by transfer or a wallet app: harmless when it happens at the meeting, see PAID_ON_DELIVERY. */
const TRANSFER = phrases(
  String.raw`\btransf(?:er|ier)(?!ible)\w*`,
  String.raw`\bdeposit(?:a|as|e|es|ar|ame|eme|ele|ale|arle|arme|aria|ara|en|aste)\b|\b(?:le|te|se lo|yo) deposito\b`,
  String.raw`\b(?:un|el|hacer|haga|hace|hacerle) deposito (?:a|en|de \$? ?\d|al|bancario)`,
  String.raw`\bdeposito a (?:la|mi|su|tu) cuenta\b|\b(?:hag|hac)\w* (?:un|el) deposito\b`,
  String.raw`\btigo ?money\b|\bchivo wallet\b|\b(?:por|con|mi|al|a mi|en|app|aplicacion|billetera) chivo\b`,
  String.raw`\b(?:zelle|cash ?app|venmo|paypal|bitcoin|btc|usdt|binance)\b`,
);

/** "Acepta transferencia al recibirlo": a payment made when the item changes hands. */
const PAID_ON_DELIVERY = new RegExp(
  [
    String.raw`\bal (?:recibir|recibirlo|recibirla|recogerlo|recogerla|entregar|entregarlo|entregarla|vernos|momento de (?:la )?entrega)\b`,
    String.raw`\bcontra ?entrega\b`,
    String.raw`\bcuando (?:nos veamos|nos juntemos|lo reciba|lo recibas|la reciba|la recibas|lo tenga|me lo entregue|me lo entregues|lo vea|lo veamos)\b`,
    String.raw`\ben (?:persona|la entrega|el punto de encuentro)\b|\bahi mismo\b|\bdespues de (?:verlo|verla|revisarlo|revisarla|probarlo|probarla)\b`,
    String.raw`\b(?:on delivery|on pickup|at pickup|in person|at the meetup|when (?:we meet|i pick it up|i see it|i get it|you deliver))\b`,
  ].join('|'),
  'u',
);

/** Asking to be sent money: "mándeme", "envíame", "envíe", "si me mandás"; "ya te envié" tells it was. */
const SEND_ME = String.raw`(?<!\bya (?:te |le )?)(?:\b(?:mand|envi|deposit|transfi?er|abon)\w*me\b|\bsi me (?:mand|envi|deposit|transfi?er|abon)\w*|\b(?:mande|envie|deposite|transfiera)\b)`;

/** Remittance companies and wallet apps people send money through from afar. */
const REMOTE_CHANNEL = String.raw`(?:western|moneygram|remesas?|tigo ?money|chivo)\b`;

/**
 * "Mándeme $30", "le transfiero 40 dólares", "envíame 25 por Tigo Money", "mándeme la plata por Western": money sent
 * from afar, an advance unless it is paid on delivery.
 */
const SEND_AMOUNT = phrases(
  String.raw`(?:\bmand|\benvi|\bdeposit|\btransf(?:er|ier)|\badelant|\babon|\bsend|\bwire)\w*${words(2)}(?:\$ ?\d|\d+ ?(?:dolares|usd|bucks)\b)`,
  String.raw`${SEND_ME}${words(3)}(?:(?:por|con|via|en|al) ${REMOTE_CHANNEL}|\d+(?:[.,]\d{1,2})? (?:por|con|via|al|a mi)\b)`,
);

/** Prepaid shipping is an advance too. */
const advancePayment: Detector = (sentences) =>
  sentences.some(
    (sentence) =>
      ADVANCE_PAYMENT.test(sentence) || (SEND_AMOUNT.test(sentence) && !PAID_ON_DELIVERY.test(sentence)),
  ) || prepaidShipping(sentences);

/**
 * Paying by transfer is ordinary when the money moves as the item changes hands ("¿acepta transferencia al
 * recibirlo?"): that raises nothing. Asked to transfer first, it raises both advance_payment and bank_transfer.
 */
const bankTransfer: Detector = (sentences) =>
  sentences.some(
    (sentence) =>
      MONEY_TRAIL.test(sentence) ||
      (TRANSFER.test(sentence) && (!PAID_ON_DELIVERY.test(sentence) || ADVANCE_PAYMENT.test(sentence))),
  );

const GIFT_CARD = phrases(
  String.raw`\btarjetas? de regalo\b|\bgift ?cards?\b`,
  String.raw`\b(?:tarjeta|codigo|card|code|pin)s? (?:de |of )?(?:google ?play|itunes|apple|amazon|steam|playstation|psn|xbox|netflix|spotify|razer)\b`,
  String.raw`\b(?:google ?play|itunes|apple|amazon|steam|psn|xbox|netflix|razer) (?:gift )?(?:card|code|tarjeta|codigo)s?\b`,
);

/**
 * Asking for a code someone received by SMS or WhatsApp: it hands over their account. Any request for "the code"
 * counts, whatever code it claims to be, since the safe answer is the same: never send it.
 */
const SMS_CODE = phrases(
  String.raw`\bcodigo (?:de |del )?(?:verificacion|confirmacion|activacion|acceso|seguridad|whatsapp)\b`,
  String.raw`\b(?:codigo|clave|pin)${words(1)}(?:que )?(?:te|le) (?:llego|llega|llegara|va a llegar|mandaron|enviaron|mande|envie|van a mandar)\b`,
  String.raw`\b(?:te|le) (?:llego|llega|llegara|va a llegar|acaba de llegar|mandaron|enviaron|van a mandar)${words(1)}(?:codigo|clave|pin)\b`,
  String.raw`\b(?:codigo|clave|pin)s?${words(2)}(?:por|del|de|en el) (?:sms|mensaje|mensajito|texto|whatsapp)\b`,
  String.raw`\b(?:codigo|clave|pin) de (?:\d|cuatro|seis|ocho) digitos\b`,
  String.raw`\b(?:pasa|pase|pasame|paseme|pasar|da|dame|deme|dar|dime|digame|decime|manda|mande|mandame|mandeme|envia|envie|enviame|envieme|comparte|comparta|reenvia|reenvie|copia|copie)${words(2)}codigo\b(?! (?:de|del) (?:barras|modelo|producto|postal|descuento|area|articulo|referencia|color|pieza|serie))(?! qr)`,
  String.raw`\b(?:verification|confirmation|security|whatsapp|login|one.time|\d.digit) code\b|\botp\b`,
  String.raw`\b(?:send|give|tell|read|forward)${words(2)}(?:the|that|your) codes?\b`,
  String.raw`\bcode (?:you|i|we) (?:got|get|received|sent)\b|\bcode${words(2)}(?:by|via|in a) (?:text|sms)\b`,
);

/** Bare domains whose ending is also a common word or abbreviation ("ok.me interesa") count only with a path. */
const LINK = new RegExp(
  [
    String.raw`\bhttps?://`,
    String.raw`\bwww\.`,
    String.raw`\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|net|org|sv|info|biz|xyz|shop|store|online|site|link|app|top|club|live|lat|vip)\b`,
    String.raw`\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:me|ly|to|co|io|gl|gt|hn|ni|cr|us|tv|es|mx|gg|tk|page)/\S`,
    String.raw`\bpunto (?:com|net|org)\b`,
  ].join('|'),
  'u',
);

/** Asking for or giving a phone number or a WhatsApp/Telegram contact without writing the number itself. */
const CONTACT_REQUEST = phrases(
  String.raw`\b(?:mi|tu|su) (?:numero|whatsapp|wasap|whats|wsp|guasap)\b(?! de (?!(?:telefono|cel|celular|whatsapp)\b))`,
  String.raw`\bnumero de (?:telefono|cel|celular|whatsapp)\b`,
  String.raw`\b(?:escrib|habl|contact|llam|comunic|text|agreg)\w*${words(2)}(?:por|al|a mi|en|on|me on|me at) (?:whatsapp|wasap|whats|wsp|telegram|signal)\b`,
  String.raw`\b(?:pasa|pase|pasame|paseme|da|dame|deme|deja|deje|dejame|manda|mande|mandame|regala|regalame)${words(2)}(?:numero|whatsapp|wasap|wsp|whats)\b(?! de (?!(?:telefono|cel|celular|whatsapp)\b))`,
  String.raw`\bmy (?:number|cell|phone number|whatsapp) is\b|\bphone number\b|\b(?:text|call) me at\b|\bwhatsapp me\b`,
  String.raw`\b(?:send|give)${words(1)}your (?:number|whatsapp|cell)\b`,
);

/** Saying money was already sent: "ya te transferí", "ya pagué", "I already paid", "payment sent". */
const PAID_CLAIM = phrases(
  String.raw`\bya (?:te |le |se lo |se la )?(?:transferi|deposite|pague|cancele|envie|mande|hice (?:el|la|un|una) (?:transfer\w*|deposito|pago))\b`,
  String.raw`\b(?:te|le) (?:transferi|deposite)\b`,
  String.raw`\b(?:already|just|i) (?:paid|sent|transferred|wired|deposited)\b|\bpayment (?:sent|done|made|is done)\b`,
);

/** What a payment's proof is called: comprobante, captura, pantallazo, voucher, receipt, screenshot. */
const PROOF = String.raw`(?:comprobantes?|capturas?|pantallazos?|vouchers?|bouchers?|recibos?|receipts?|screenshots?|screen shots?)`;

/** Proof of payment named or shown; "comprobante de compra" (a shop's receipt of purchase) is not one. */
const PROOF_OFFERED = phrases(
  String.raw`\bcomprobante\b(?! de (?:compra|garantia))`,
  String.raw`\b${PROOF}${words(2)}(?:del|de la|de|of the|of) (?:pago|deposito|transferencia|transfer|payment|envio del dinero)\b`,
  String.raw`\b(?:foto|imagen|photo|picture)${words(1)}(?:del|de la|of the) (?:deposito|transferencia|pago|transfer|payment)\b`,
  String.raw`\bproof of (?:payment|transfer)\b|\b(?:payment|transfer) (?:receipt|screenshot)\b`,
);

/** "Ya te transferí, ahí va el comprobante": money said to be sent, with a receipt as proof, anywhere in the message. */
const paymentProof: Detector = (sentences) =>
  sentences.some((sentence) => PROOF_OFFERED.test(sentence)) ||
  (sentences.some((sentence) => PAID_CLAIM.test(sentence)) &&
    sentences.some((sentence) => new RegExp(String.raw`\b${PROOF}\b`, 'u').test(sentence)));

/** What carrying the item costs: the shipping, the encomienda, the freight, the courier ("le envío" is "I send"). */
const SHIPPING = String.raw`(?:(?:el|del|los|un|de|para el|por el) envios?|encomiendas?|flete|shipping|courier|delivery fee)\b`;
/** Paying, or a sum of money. */
const PAYING = String.raw`(?:${PAY_VERB}|\b(?:pay|paid|paying)\b|\$ ?\d|\b\d+ ?(?:dolares|usd)\b)`;
/** Before the item is seen: "primero", "antes", "por adelantado", "first", "upfront". */
const BEFOREHAND = String.raw`\b(?:primero|antes(?! de (?:(?:que )?(?:lo|la) )?(?:ver|revis|prob|entreg|recib)\w*)|por adelantado|adelantado|first|upfront|up front|in advance|beforehand)\b`;

/**
 * Shipping paid before the item is seen: "pague la encomienda por adelantado", "el envío lo cancelas antes", "solo paga
 * el envío", "you just pay shipping first". Shipping paid on delivery raises nothing.
 */
const PREPAID_SHIPPING = phrases(
  String.raw`${PAYING}${words(3)}(?:(?:la|de la|for|for the|the) )?${SHIPPING}${words(3)}${BEFOREHAND}`,
  String.raw`${SHIPPING}${words(3)}${PAYING}${words(3)}${BEFOREHAND}`,
  String.raw`\b(?:solo|nada mas|nomas|unicamente|just|only)${words(1)}${PAYING}${words(3)}(?:(?:la|de la|for|for the|the) )?${SHIPPING}`,
  String.raw`${BEFOREHAND}${words(2)}${PAYING}${words(3)}(?:(?:la|de la|for|for the|the) )?${SHIPPING}`,
);

/** An advance asked for in the same sentence as paying for the shipping: "cancela el envío aquí y te lo mando". */
const PAID_SHIPPING = phrases(String.raw`${PAYING}${words(3)}(?:(?:la|de la|for|for the|the) )?${SHIPPING}`);

const prepaidShipping: Detector = (sentences) =>
  sentences.some(
    (sentence) =>
      PREPAID_SHIPPING.test(sentence) || (PAID_SHIPPING.test(sentence) && ADVANCE_PAYMENT.test(sentence)),
  );

const DIGIT_WORDS: Record<string, string> = {
  cero: '0',
  uno: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = new RegExp(`\\b(?:${Object.keys(DIGIT_WORDS).join('|')})\\b`, 'g');

/** Digits joined by spaces, dots, dashes or brackets, not glued to a word ("A54", "2x1" are no runs). */
const DIGIT_RUN = /(?<![\p{L}\d])\+?\(?\d[\d .\-()]*\d(?![\p{L}\d])/gu;

/** El Salvador's numbers start with 2 (fixed), 6 or 7 (mobile); its neighbours' only with their prefix. */
const SALVADORAN_PREFIX = '503';
const NEIGHBOUR_PREFIXES = ['502', '504', '505', '506'];
const LOCAL_DIGITS = 8;
/** How people group the eight digits: 71234567, 7123-4567, 7123 45 67, and one by one to slip past filters. */
const LOCAL_SHAPES = ['8', '4,4', '4,2,2', '1,1,1,1,1,1,1,1'];
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
const MONTH = /^(?:0[1-9]|1[0-2])$/;
const DAY = /^(?:0[1-9]|[12]\d|3[01])$/;

/** "modelo 2019 2020" is two years and "2023-11-05" a date, not fixed lines. */
function isYearsOrDate(groups: readonly string[]): boolean {
  const [year = '', month = '', day = ''] = groups;
  if (groups.length === 2) return groups.every((group) => YEAR.test(group));
  return groups.length === 3 && YEAR.test(year) && MONTH.test(month) && DAY.test(day);
}

function isLocalNumber(groups: readonly string[], firstDigits: RegExp): boolean {
  const digits = groups.join('');
  if (digits.length !== LOCAL_DIGITS || !firstDigits.test(digits)) return false;
  if (!LOCAL_SHAPES.includes(groups.map((group) => group.length).join(','))) return false;
  return !isYearsOrDate(groups);
}

/** Phone numbers in one run of digit groups, e.g. ['503', '7123', '4567'] or ['5','0','3','7',…]. */
function isPhoneNumber(groups: readonly string[]): boolean {
  const [first = '', ...rest] = groups;
  const spelledOut = groups.every((group) => group.length === 1);
  const prefix = spelledOut ? groups.slice(0, 3).join('') : first.slice(0, 3);
  const local = spelledOut ? groups.slice(3) : first.length === 3 ? rest : [first.slice(3), ...rest];
  if (prefix === SALVADORAN_PREFIX && isLocalNumber(local, /^[267]/)) return true;
  if (NEIGHBOUR_PREFIXES.includes(prefix) && isLocalNumber(local, /^[2-9]/)) return true;
  return isLocalNumber(groups, /^[267]/);
}

/** A number with its prefix has 11 digits, so it spans at most 11 groups. */
const MAX_PHONE_GROUPS = 11;

/** Whether any consecutive groups of a run form a number, so two numbers in a row are still found. */
function runHoldsPhoneNumber(run: string): boolean {
  const groups = run.split(/[^\d]+/).filter((group) => group !== '');
  return groups.some((_, start) =>
    Array.from({ length: MAX_PHONE_GROUPS }, (__, size) => groups.slice(start, start + size + 1)).some(
      (window, size) => window.length === size + 1 && isPhoneNumber(window),
    ),
  );
}

/** A DUI (the identity card's number) is eight digits, a dash and a check digit: never a phone number. */
const DUI = /^\d{8}-\d$/;

function holdsPhoneNumber(sentence: string): boolean {
  const digits = sentence.replace(DIGIT_WORD, (word) => DIGIT_WORDS[word] ?? word);
  return Array.from(digits.matchAll(DIGIT_RUN), ([run]) => run)
    .filter((run) => !DUI.test(run))
    .some(runHoldsPhoneNumber);
}

const DETECTORS: Record<MessageWarning, Detector> = {
  advance_payment: advancePayment,
  bank_transfer: bankTransfer,
  gift_card: anySentence(GIFT_CARD),
  // A code asked for beside a gift card is the card's: gift_card says it better.
  sms_code: (sentences) => sentences.some((sentence) => SMS_CODE.test(sentence) && !GIFT_CARD.test(sentence)),
  link: anySentence(LINK),
  phone_number: (sentences) =>
    sentences.some((sentence) => CONTACT_REQUEST.test(sentence) || holdsPhoneNumber(sentence)),
  payment_proof: paymentProof,
  prepaid_shipping: prepaidShipping,
};
