import type { MessageWarning } from './safety.ts';

/**
 * Chat messages as people in El Salvador write them to buyers and sellers (voseo, ustedeo, tuteo, no accents,
 * abbreviations) and some in English, each with the warnings it should raise. It measures `messageWarnings`; it was
 * written before the rules and is not tuned to them.
 *
 * How a message is labelled:
 * - advance_payment: asked (or offered) to pay any money before the item is in hand: the price, part of it, a deposit
 *   to hold it, customs, or the shipping.
 * - bank_transfer: paying by transfer, deposit, bank account, wallet app (Chivo, Tigo Money) or remittance, other than
 *   at the moment the item changes hands.
 * - gift_card: paying with gift cards or their codes.
 * - sms_code: asked for a code that arrived by SMS or WhatsApp.
 * - link: a web address.
 * - phone_number: a phone number, or asked to move to WhatsApp, Telegram or a call.
 * - payment_proof: a receipt, screenshot or "comprobante" offered as proof that money was sent.
 * - prepaid_shipping: shipping, a courier or an "encomienda" paid before the item is seen (always an advance too).
 * Ordinary deal talk raises nothing.
 *
 * TUNING is what the rules were checked against while written; HELD_OUT was read only to measure them at the end.
 */
export type LabelledMessage = readonly [text: string, expected: readonly MessageWarning[]];

const ADV = 'advance_payment';
const BANK = 'bank_transfer';
const GIFT = 'gift_card';
const SMS = 'sms_code';
const LINK = 'link';
const PHONE = 'phone_number';
const PROOF = 'payment_proof';
const SHIP = 'prepaid_shipping';

export const TUNING: readonly LabelledMessage[] = [
  // advance_payment
  ['mandame la mitad x adelantado y el lunes te lo mando', [ADV]],
  ['Para apartarselo ocupo q me deposite $20 a mi cuenta', [ADV, BANK]],
  ['si me adelantas 25 te lo guardo hasta el sabado', [ADV]],
  ['primero me pagas y despues te lo llevo, asi trabajo yo', [ADV]],
  ['Le pido un anticipo de $50 pa asegurar la venta, hay otros interesados', [ADV]],
  ['Ocupo la prima de $300 hoy y el carro se lo entrego la otra semana', [ADV]],
  ['I need a $40 deposit to hold it, lots of people asking', [ADV]],
  ['Pay half upfront and I will ship it tomorrow', [ADV]],
  ['mandame los 60 por tigo money y te lo despacho hoy', [ADV, BANK]],
  ['depositame el pisto xfa y ahorita mismo te lo mando con el motorista', [ADV, BANK]],
  ['Cancelame ya y te lo dejo apartado', [ADV]],
  ['esta retenido en aduana, ocupo $45 pa sacarlo y te lo llevo', [ADV]],
  // bank_transfer
  ['te paso mi numero de cuenta de Agricola pa que me deposites', [BANK]],
  ['Hagame el deposito en Banco Agricola a nombre de mi hermano', [BANK]],
  ['Tenes Chivo Wallet? Por ahi me lo pagas', [BANK]],
  ['mejor pagame por tigo money, es mas rapido', [BANK]],
  ['Can you pay by Zelle? The account is under my wife name', [BANK]],
  ['le mando la plata x western union desde los estados', [BANK]],
  ['me hace un transfer365 a mi cuenta de Cuscatlan y ya', [BANK]],
  ['aceptas deposito a cuenta BAC? es q no ando en SS', [BANK]],
  // gift_card
  ['Pagame con tarjetas de Google Play, dos de $25', [GIFT]],
  ['mandame codigo de steam de $50 y es tuyo', [GIFT]],
  ['Acepto gift cards de Amazon nada mas', [GIFT]],
  ['compra una tarjeta de regalo de itunes en la despensa y mandame foto', [GIFT]],
  ['Can you pay with an Apple gift card? I am out of the country', [GIFT]],
  ['me podes pagar con tarjetas de regalo? tengo un sobrino q las usa', [GIFT]],
  // sms_code
  ['pasame el codigo q te llego por mensaje pa verificar q sos real', [SMS]],
  ['Te va a llegar un codigo de 6 digitos, mandamelo xfa', [SMS]],
  ['Deme el codigo que le llego, es para confirmar la venta en la app', [SMS]],
  ['decime el pin q te mandaron por mensajito', [SMS]],
  ['Send me the verification code you just got so I know you are not a bot', [SMS]],
  ['te llego un codigo? reenviamelo rapido k se vence', [SMS]],
  // link
  ['mira mas fotos aqui https://bit.ly/3xFotosSV', [LINK]],
  ['Entra a www.olx-sv.online y confirma tus datos pa recibir el pago', [LINK]],
  ['Check the listing on my site: deals-sv.shop/item/889', [LINK]],
  ['te dejo el catalogo en instagram.com/ventas.sv', [LINK]],
  ['Cancela el envio en este link: cargoexpress-sv.com/pago y te lo mando', [LINK, SHIP, ADV]],
  // phone_number
  ['escribime al whatsapp mejor, aqui casi no entro', [PHONE]],
  ['Mi numero es 7845-2231, escribame', [PHONE]],
  ['llamame al 6012 3344 y cuadramos', [PHONE]],
  ['pasame tu wasap pa mandarte mas fotos', [PHONE]],
  ['Hablemos x wsp, es mas facil', [PHONE]],
  ['Text me at 7788 1122, I do not check this app', [PHONE]],
  ['Agregame al telegram, ahi te paso todo', [PHONE]],
  // payment_proof
  ['ya te transferi, ahi te mando el comprobante', [BANK, PROOF]],
  ['Ya le deposité, aquí va la captura del pago', [BANK, PROOF]],
  ['listo ya te hice el transfer365, te paso el voucher pa q lo revises', [BANK, PROOF]],
  ['Ya te envie el pisto por chivo, mira la captura', [BANK, PROOF]],
  ['I already sent the money, here is the screenshot of the transfer', [BANK, PROOF]],
  ['Ahi esta el comprobante de pago, ya puede entregarle el producto a mi motorista', [PROOF]],
  ['ya pague, revisa el pantallazo q te mande', [PROOF]],
  ['Payment sent! Check the receipt I attached, you can ship now', [PROOF]],
  // prepaid_shipping
  ['Te lo mando por encomienda, solo depositame los $5 del envio primero', [ADV, BANK, SHIP]],
  ['Pague la encomienda por adelantado y mañana le llega', [ADV, SHIP]],
  ['el envio lo cancelas antes y yo te lo despacho por cargo expreso', [ADV, SHIP]],
  ['Solo paga el envío, el producto te lo regalo', [ADV, SHIP]],
  ['You just pay shipping first, $15, and I send it from San Miguel', [ADV, SHIP]],
  ['Para mandarselo a Santa Ana ocupo q me pague el flete por adelantado', [ADV, SHIP]],
  // several at once
  ['mandame el anticipo por chivo y escribime al 7012-8899', [ADV, BANK, PHONE]],
  ['ya te deposite ahi va el comprobante, ahora mandame el codigo q te llego', [BANK, SMS, PROOF]],

  // ordinary deal talk
  ['Buenas, todavia lo tiene?', []],
  ['Hola, sigue disponible la refri?', []],
  ['en cuanto me lo dejas?', []],
  ['Te lo dejo en $45, es lo menos', []],
  ['ultima 40 y lo paso traendo hoy', []],
  ['Me lo deja en 35? es pa mi cipote', []],
  ['no ando tanto pisto, me lo dejas en 30?', []],
  ['esta bien chivo el carrito, de que año es?', []],
  ['Es 2015, tiene 120 mil km y los papeles al dia', []],
  ['Nos vemos en Metrocentro a las 5:30 frente a la Pops', []],
  ['Puedo el sabado a las 10 en Plaza Mundo Soyapango', []],
  ['Estoy por la gasolinera Puma de la Escalon, ahi te espero', []],
  ['mejor en el parque de Santa Tecla, ahi hay bastante gente', []],
  ['Ya voy saliendo, llego como en 20 min', []],
  ['ahorita no puedo, mañana tipo 4 te parece?', []],
  ['No pido adelanto, pagas cuando lo tengas en la mano', []],
  ['no te voy a pedir anticipo, lo revisas y si te gusta me pagas', []],
  ['Pago contra entrega nada mas', []],
  ['te pago en efectivo cuando nos veamos', []],
  ['Te transfiero ahi mismo cuando lo vea funcionando', []],
  ['Solo efectivo, no acepto transferencias', []],
  ['tiene garantia? trae factura?', []],
  ['Si, incluye factura y comprobante de compra de Almacenes Siman', []],
  ['Mandame mas fotos de la pantalla xfa', []],
  ['te mando fotos ahorita q llegue a la casa', []],
  ['Tiene algun golpe o rayon?', []],
  ['Es de 128 GB, bateria al 89%', []],
  ['Talla 9.5, las use dos veces nomas', []],
  ['cuanto mide? es pa un cuarto pequeño', []],
  ['Mide 1.80 x 0.90, es de madera de cedro', []],
  ['Le doy 80 y me llevo las dos sillas', []],
  ['No bajo de 100, esta nuevo en caja', []],
  ['Va pues, 90 y trato hecho', []],
  ['Dale, te lo aparto hasta mañana sin compromiso', []],
  ['Me lo guardas hasta el viernes? ese dia me pagan', []],
  ['ok, lo paso recogiendo a las 6', []],
  ['Vivo en San Miguel pero voy a San Salvador los lunes', []],
  ['Haces envios? Yo pago al recibir', []],
  ['te lo puedo mandar por encomienda y me pagas al recibirlo', []],
  ['El envio a Sonsonate sale en $4, se paga contra entrega', []],
  ['Gracias, ya lo vendi', []],
  ['disculpa la tardanza, estaba trabajando', []],
  ['Q tal, tmb tengo el cargador original si te interesa', []],
  ['xfa avisame si todavia esta disponible mañana', []],
  ['Hay parqueo en el centro comercial, no te preocupes', []],
  ['La tele es de 50 pulgadas, marca Samsung, modelo 2020', []],
  ['Me mandas la ubicacion cuando estes ahi?', []],
  ['Ese codigo del modelo es el que sale atras de la caja', []],
  ['No tengo WhatsApp, mejor aqui por el chat', []],
  ['Prefiero que hablemos aqui en Cerquita', []],
  ['Acepto Chivo o Tigo Money al momento de la entrega', []],
  ['el precio es fijo, ya esta bien barato', []],
  ['te puedo dar 25 ahorita y ya', []],
  ['Esta en buen estado, solo tiene un rayon en la tapa', []],
  ['Es original, lo compre en la tienda Tigo de Galerias', []],
  ['Tiene el numero de serie en la parte de atras', []],
  ['La bici es rin 26, con cambios Shimano', []],
  ['Cuantas horas de uso tiene la laptop?', []],
  ['Nos vemos a las 3 en la entrada del Hospital Rosales?', []],
  ['Mi hermana lo va a recoger, se llama Karla', []],
  ['Le llevo el dinero exacto para no andar con cambio', []],
  ['Ando en bus, llego como a las 2 y media', []],
  ['Tienes mas colores? quiero el azul', []],
  ['I can meet at Multiplaza food court at 4', []],
  ['Would you take $70? I can pay cash today', []],
  ['Is the price negotiable?', []],
  ['No deposit needed, you pay when you see it', []],
  ['Does it come with the original charger?', []],
  ['I will bring cash, see you Saturday at 10', []],
  ['Sorry, someone already picked it up', []],
  ['Could you send me a photo of the back?', []],
  ['me das chance hasta el lunes? no tengo como ir antes', []],
  ['Te confirmo en la noche si lo llevo', []],
  ['k onda, aun lo tenes? me interesa pa mi cipota', []],
  ['Cuanto por las 3 camisas juntas?', []],
  ['Las 3 en $20', []],
  ['dejamela en 15 y voy a traerla ya', []],
  ['Esta en Apopa, cerca del mercado', []],
  ['Le pagaria con tarjeta al recibir si tiene POS', []],
  ['El DUI lo ocupo para el traspaso del carro, lo hacemos en el CNR', []],
  ['Fui a verlo y esta como en las fotos, gracias', []],
  ['No te preocupes, yo tampoco pido nada por adelantado', []],
  ['Ya estoy afuera, ando con camisa roja', []],
  ['el mueble pesa bastante, traete a alguien q te ayude', []],
  ['De que medida es la llanta?', []],
];

export const HELD_OUT: readonly LabelledMessage[] = [
  // advance_payment
  ['Para asegurarte el cel depositame 30 y el resto cuando te lo entregue', [ADV, BANK]],
  ['Mande la mitad primero y la otra mitad al recibir', [ADV]],
  ['ocupo q me adelantes algo pa apartartelo, hay otro comprador', [ADV]],
  ['You have to pay first, then I send it by courier', [ADV]],
  ['Se lo aparto con un abono de $15, si no, lo vendo', [ADV]],
  ['pasame unos 20 por tigo money y te lo guardo', [ADV, BANK]],
  // bank_transfer
  ['Le doy los datos de mi cuenta de Davivienda para la transferencia', [BANK]],
  ['mi mama le manda la remesa desde Houston y usted me lo entrega', [BANK]],
  ['Do you accept PayPal? I can send it today', [BANK]],
  ['le puedo pagar por Chivo? es q no ando efectivo', [BANK]],
  // gift_card
  ['Solo acepto tarjetas de Google Play como pago', [GIFT]],
  ['Compre una gift card de Amazon de $100 y mandeme el codigo', [GIFT]],
  ['Pay me with Steam cards and it is yours', [GIFT]],
  // sms_code
  ['Te acaba de llegar un codigo por SMS, pasamelo pa verificar tu cuenta', [SMS]],
  ['Digame los 6 numeros q le llegaron al cel xfa', [SMS]],
  ['Read me the code WhatsApp sent you', [SMS]],
  // link
  ['ahi van las fotos: http://fotos-sv.net/carro', [LINK]],
  ['Confirme su compra en www.cerquita-pagos.com', [LINK]],
  ['Sigueme en tiktok.com/@ventas_sv, ahi subo todo', [LINK]],
  // phone_number
  ['escribame al whats y le mando mas fotos', [PHONE]],
  ['Mi cel es 7123 9876, llameme a cualquier hora', [PHONE]],
  ['Mejor hablemos por WhatsApp, dame tu numero', [PHONE]],
  // payment_proof
  ['Ya le transferi por Transfer365, le mando la captura', [BANK, PROOF]],
  ['ya te mande el dinero, ahi esta el comprobante, revisalo', [PROOF]],
  ['I already paid, I will send you the receipt now', [PROOF]],
  ['Listo, ahi le va la foto del deposito para que vea q ya pague', [BANK, PROOF]],
  // prepaid_shipping
  ['Usted paga el envio antes y yo se lo mando por encomienda', [ADV, SHIP]],
  ['para la encomienda ocupo los $6 por adelantado, el resto al recibir', [ADV, SHIP]],
  ['The courier needs the shipping fee paid first, $12', [ADV, SHIP]],
  ['Le mando el paquete por Cargo Expreso, solo depositeme el envio antes', [ADV, BANK, SHIP]],

  // ordinary deal talk
  ['Hola! me interesa la licuadora, en cuanto la dejas?', []],
  ['La dejo en $25, casi no se ha usado', []],
  ['Te doy 20 y la recojo hoy en la tarde', []],
  ['No pido adelanto, nos vemos y la revisas', []],
  ['No te voy a pedir nada antes, pagas al verla', []],
  ['Pago contra entrega, como dice el anuncio', []],
  ['Nos vemos en la Plaza Libertad a las 11?', []],
  ['Ando por Galerias Escalon, tipo 3 te queda bien?', []],
  ['Estoy en Santa Ana, en el centro, cerca de catedral', []],
  ['La entrega es en la UES, frente a la biblioteca', []],
  ['Va, te espero a las 6:45 en el parqueo', []],
  ['Esta bien chivo ese celular, cuanto de bateria tiene?', []],
  ['Tiene 2 años de uso, esta al 85%', []],
  ['No ando pisto hoy, el viernes te aviso', []],
  ['Me lo podes guardar un rato? voy en camino', []],
  ['Te pago con Tigo Money cuando nos veamos', []],
  ['Si queres te hago la transferencia ahi mismo al recibirlo', []],
  ['Trae factura de Prado, todavia tiene garantia', []],
  ['Es para mi cipote que entra a la escuela', []],
  ['Me mandas una foto del cargador tmb?', []],
  ['Talla M, color negro, sin manchas', []],
  ['Lo podes dejar en 60? te compro los dos', []],
  ['65 y te lo llevo hasta tu casa en Soyapango', []],
  ['Sale, trato hecho', []],
  ['Ya no lo tengo, disculpa', []],
  ['El precio incluye la base y el control remoto', []],
  ['Que modelo es la refri? cuantos pies?', []],
  ['I can meet you tomorrow at 6 near the Metrocentro bus stop', []],
  ['Would you go down to $55?', []],
  ['It works perfectly, battery was replaced in 2023', []],
  ['Sorry I am late, traffic on the Boulevard de los Heroes', []],
  ['Mandame la ubicacion xfa, no conozco por ahi', []],
  ['Te paso a dejar el mueble el domingo en la mañana', []],
  ['Aceptas 40 en efectivo y 10 por Chivo al entregarmelo?', []],
  ['Lo revisas bien ahi y si no te gusta no pasa nada', []],
  ['Tengo otra igual pero en rojo, por si te interesa', []],
  ['El carro esta en Lourdes Colon, km 24', []],
  ['Perfecto, nos vemos entonces, gracias!', []],
];
