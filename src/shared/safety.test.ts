import { describe, expect, it } from 'vitest';
import { MESSAGE_WARNINGS, messageWarnings, messageWarningSchema, type MessageWarning } from './safety.ts';

type Case = readonly [text: string, expected: readonly MessageWarning[]];

const SPANISH: readonly Case[] = [
  // advance_payment
  ['Deposíteme el anticipo y mañana se lo mando', ['advance_payment', 'bank_transfer']],
  ['Mándeme la mitad por adelantado y la otra mitad cuando le llegue', ['advance_payment']],
  ['Para apartarlo necesito un adelanto de $20', ['advance_payment']],
  ['Primero transfiera y le envío el paquete', ['advance_payment', 'bank_transfer']],
  ['Pague el envío primero, es por Cargo Expreso', ['advance_payment', 'prepaid_shipping']],
  ['Se lo aparto con $10 hasta el sábado', ['advance_payment']],
  ['depositame el pisto y te lo mando hoy mismo', ['advance_payment', 'bank_transfer']],
  ['Si me abona $15 se lo guardo hasta el lunes', ['advance_payment']],
  ['Tengo que pagar la aduana, mándeme $30', ['advance_payment']],
  ['Cancéleme la mitad ya y el resto al recibir', ['advance_payment']],
  ['El carro se lo dejo con $500 de prima y el resto en cuotas', ['advance_payment']],
  ['Usted solo pague el envío y se lo despacho', ['advance_payment', 'prepaid_shipping']],
  ['Sin adelanto no se lo aparto, así trabajo yo', ['advance_payment']],
  ['No pido adelanto, usted paga cuando lo tenga en la mano', []],
  ['¿Me lo puede apartar hasta el sábado? Voy a traerlo', []],
  ['Mi prima lo va a recoger, ella se llama Ana', []],
  ['¿Podemos vernos más adelante en la semana?', []],
  // bank_transfer
  ['Le mando el comprobante apenas haga la transferencia', ['bank_transfer', 'payment_proof']],
  ['Hágame la transferencia a mi cuenta de Agrícola', ['bank_transfer']],
  ['Tengo cuenta en el Banco Cuscatlán, le paso el número de cuenta', ['bank_transfer']],
  ['¿Le puedo pagar por Tigo Money?', ['bank_transfer']],
  ['Se lo pago por Chivo Wallet ahorita', ['bank_transfer']],
  ['Mi tía me manda la remesa el viernes y se lo compro', ['bank_transfer']],
  ['Le envío el dinero por Western Union', ['bank_transfer']],
  ['¿Acepta transferencia?', ['bank_transfer']],
  ['¿Acepta transferencia al recibirlo?', []],
  ['Le pago con Chivo cuando nos veamos', []],
  ['Transfiero ahí mismo después de revisarlo', []],
  ['Le transfiero $40 cuando me lo entregue', []],
  ['Solo efectivo, no acepto transferencias', []],
  ['¡Qué chivo está ese carro! ¿Todavía lo tiene?', []],
  ['Viene con depósito de agua de 5 galones', []],
  ['La garantía es transferible, incluye comprobante de compra', []],
  ['Vendo tractor agrícola en buen estado', []],
  // gift_card
  ['¿Me puede pagar con una tarjeta de regalo?', ['gift_card']],
  ['Compre un código de Google Play de $50 y me manda la foto', ['gift_card']],
  ['Acepto gift card de Amazon o de Steam', ['gift_card']],
  ['Mándeme un código de Steam de $20 y es suyo', ['gift_card']],
  ['Vendo PlayStation 4 con dos controles y juegos', []],
  ['Tarjeta de memoria de 64 GB incluida', []],
  // sms_code
  ['Pásame el código que te llegó por mensaje para verificar', ['sms_code']],
  ['Dígame el código de verificación que le mandaron', ['sms_code']],
  ['Decime el código de 6 dígitos, es para registrar la venta', ['sms_code']],
  ['Le va a llegar un código de WhatsApp, reenvíemelo', ['sms_code']],
  ['El código del modelo es SM-A546 si lo quiere buscar', []],
  ['¿Cuál es el código postal de su colonia?', []],
  // link
  ['Vea más fotos en https://fotos-ventas.example.com/album', ['link']],
  ['Entre a www.mitiendasv.com y ahí lo compra', ['link']],
  ['Aquí le dejo el catálogo: bit.ly/catalogo-sv', ['link']],
  ['Escríbame a wa.me/50371234567', ['link', 'phone_number']],
  ['Tengo más en mi-tienda.com', ['link']],
  // An email address has a domain and takes the talk off Cerquita, as a link does.
  ['Escríbame a juan.perez@gmail.com', ['link']],
  ['Únase al grupo t.me/ofertas_sv', ['link']],
  ['Ok.me interesa, ¿en cuánto lo deja?', []],
  ['Está en $85.50 pero se lo dejo en $1.500 el lote', []],
  // phone_number
  ['Mi número es 7123-4567, escríbame', ['phone_number']],
  ['Llámeme al +503 7123 4567 después de las 5', ['phone_number']],
  ['escríbame al 71234567 y cuadramos', ['phone_number']],
  ['Mi WhatsApp es el siete uno dos tres cuatro cinco seis siete', ['phone_number']],
  ['Al 7 1 2 3 4 5 6 7 me escribe', ['phone_number']],
  ['Mi cel: 7123.4567', ['phone_number']],
  ['Oficina 2250-1234 de lunes a viernes', ['phone_number']],
  ['Soy de Guatemala, mi número es +502 5555 1234', ['phone_number']],
  ['Ando en Costa Rica, llámeme al +506 8888-1234', ['phone_number']],
  ['Pásame tu WhatsApp para mandarte más fotos', ['phone_number']],
  ['Hablemos por WhatsApp mejor', ['phone_number']],
  ['¿Me lo deja en $80? Le doy 80 dólares en efectivo', []],
  ['Le doy 50 dólares, es lo que tengo', []],
  ['Es modelo 2019, tiene rin 26 y vienen 3 pares de frenos', []],
  ['Tengo iPhone 13 y Galaxy A54, ¿cuál le interesa?', []],
  ['Nos vemos en Metrocentro a las 3, ¿le parece?', []],
  ['Puedo el 15/08 a las 7:30 en la entrada principal', []],
  ['Está al 2x1, cuesta $1,200 o 1200 con el cargador', []],
  ['Lo usé de 2019 2020, luego lo guardé', []],
  ['Tallas 28 30 32 34 disponibles', []],
  ['¿Su celular es original? ¿Tiene número de serie?', []],
  ['Le paso mi número de cuenta para el depósito', ['bank_transfer']],
  // payment_proof
  ['ya te transferí, ahí te mando el comprobante', ['bank_transfer', 'payment_proof']],
  ['Ya le pagué, aquí va la captura', ['payment_proof']],
  ['Ya te deposité, ahí va el comprobante', ['bank_transfer', 'payment_proof']],
  ['Listo, le mandé foto del depósito', ['payment_proof']],
  ['Ya pagué. Revisa el pantallazo', ['payment_proof']],
  ['Te mando captura de la pantalla para que veas el modelo', []],
  ['Incluye el recibo de la tienda', []],
  // prepaid_shipping
  ['Te lo mando por encomienda, solo cancelás el envío antes', ['advance_payment', 'prepaid_shipping']],
  ['La encomienda la pagás por adelantado xfa', ['advance_payment', 'prepaid_shipping']],
  ['Nomás pagame el flete y te lo mando', ['advance_payment', 'prepaid_shipping']],
  ['Primero depositá los $4 del envío', ['advance_payment', 'bank_transfer', 'prepaid_shipping']],
  ['Te lo mando por encomienda y pagás al recibir', []],
  ['El envío sale en $3 y se paga contra entrega', []],
  ['No cobro el envío por adelantado, lo pagás cuando te llegue', []],
  // shorthand and voseo
  ['pasame el cod q te llego xfa', ['sms_code']],
  ['hablemos x wsp mejor', ['phone_number']],
  ['si me adelantás 20 te lo guardo', ['advance_payment']],
  ['depositame el pisto y ahorita mismo te lo llevo', ['advance_payment', 'bank_transfer']],
  ['k onda, tmb tengo el cargador, es pa tu cipote?', []],
  // negations
  ['No te voy a pedir anticipo, lo revisás y me pagás', []],
  ['Yo tampoco pido nada por adelantado', []],
  ['Pago contra entrega, no pido adelanto', []],
  // ordinary conversation
  ['Le ofrezco 100 y lo paso recogiendo hoy', []],
  ['Le mando una foto de la etiqueta', []],
  ['Se lo dejo en $95 si lo recoge hoy', []],
  ['Está bien chivo, pero ando sin pisto; mañana le confirmo', []],
  ['Vivo en Mejicanos, colonia Zacamil, edificio 12 apartamento 3', []],
  ['Me interesa, ¿acepta tarjeta de crédito al recibir?', []],
  ['Me adelanté, ya estoy en la entrada', []],
  // remittances and wallet apps: money asked for from afar is also an advance
  ['Enviame 25 por tigo money y te lo guardo', ['advance_payment', 'bank_transfer']],
  ['Mándeme la plata por Western', ['advance_payment', 'bank_transfer']],
  ['Te lo guardo si me mandás 10 por Tigo Money', ['advance_payment', 'bank_transfer']],
  ['Mándeme por MoneyGram los $60 y se lo despacho', ['advance_payment', 'bank_transfer']],
  ['Envíe los 40 por MoneyGram a nombre de mi mamá', ['advance_payment', 'bank_transfer']],
  ['Me urge venderlo, mándeme 15 por Tigo Money y es suyo', ['advance_payment', 'bank_transfer']],
  ['Hágame un depósito a mi cuenta y se lo mando', ['advance_payment', 'bank_transfer']],
  ['Le doy los datos para el depósito a mi cuenta', ['bank_transfer']],
  ['¿Me puede mandar una remesa? Estoy en Los Ángeles', ['bank_transfer']],
  ['Mándemelo por Western o por Remesas Familiares', ['bank_transfer']],
  ['Escribime al 7845-1290 para ponernos de acuerdo', ['phone_number']],
  ['¿Acepta Tigo Money al recibirlo?', []],
  ['Son 25 dólares, le acepto Chivo o Tigo Money cuando nos veamos', []],
  ['Western Digital de 2 TB, nuevo en caja', []],
  ['Guárdemelo, mañana le llevo los 25 en efectivo', []],
  ['Se lo guardo hasta el viernes sin ningún depósito', []],
  // numbers that are not phones: dates, identity cards, sizes, plates, prices
  ['Talla 7½, la caja dice 2023-11-05', []],
  ['Fabricado 2022-07-30, garantía hasta 2025-07-30', []],
  ['La fecha de fabricación es 2021 06 15', []],
  ['Mi DUI es 71234567-3, por si quiere hacer el traspaso', []],
  ['Kilometraje 72,345, placa P 123-456', []],
  ['Mide 2.10 x 1.60 metros y pesa 65 libras', []],
  ['Cuesta 2 500 y el otro 7 200', []],
  ['Son 3 por 20, tallas 6 7 y 8', []],
  ['Horario: lunes a viernes de 2 a 6, sábados de 7 a 12', []],
];

const ENGLISH: readonly Case[] = [
  ['Send me a $50 deposit and I will hold it for you', ['advance_payment']],
  ['I need half now and the rest when you get it', ['advance_payment']],
  ['Pay upfront through Zelle and I ship tomorrow', ['advance_payment', 'bank_transfer']],
  ['You pay for the shipping first, then I send it', ['advance_payment', 'prepaid_shipping']],
  ['No deposit needed, you pay when we meet', []],
  ['Can you hold it until Saturday? I will bring cash', []],
  ['I can do a wire transfer today', ['bank_transfer']],
  ['Do you take Cash App?', ['bank_transfer']],
  ['I can pay with Zelle when we meet', []],
  ['I sent the money, let me send the receipt', ['payment_proof']],
  ['Original receipt and box included', []],
  ['Can you pay with an Apple gift card?', ['gift_card']],
  ['Buy two Steam cards and send me the codes', ['gift_card']],
  ['Deposit $100 first and I ship it', ['advance_payment']],
  ['Just pay the shipping and I will send it', ['advance_payment', 'prepaid_shipping']],
  ['I can Zelle you $40 when we meet', []],
  ['Comes with the Xbox and two games', []],
  ['Tell me the verification code you got by text', ['sms_code']],
  ['You will get a WhatsApp code, just read me the code', ['sms_code']],
  ['The model code is on the back of the box', []],
  ['More photos at https://example.com/listing', ['link']],
  ['Check www.deals-el-salvador.net', ['link']],
  ['It costs $85.50, price is firm', []],
  ['My number is 7123 4567, text me', ['phone_number']],
  ['Call me at +504 9876 5432', ['phone_number']],
  ['Whatsapp me so we talk there', ['phone_number']],
  ['Is it still available? I can offer $40', []],
  // payment_proof
  ['Already transferred, here is the screenshot', ['bank_transfer', 'payment_proof']],
  ['Payment done! Check the receipt and ship it today', ['payment_proof']],
  ['Here is proof of payment from my bank', ['payment_proof']],
  ['Receipt from the store is in the box', []],
  // prepaid_shipping
  ['The courier fee is paid in advance, $10', ['advance_payment', 'prepaid_shipping']],
  ['Only pay for the shipping and it is yours', ['advance_payment', 'prepaid_shipping']],
  ['Shipping is $5, you pay it when it arrives', []],
  ['I can ship it, you pay on delivery', []],
  ['Meet at the food court of Multiplaza at 5?', []],
  ['It is a 2018 model, 3 pairs available, size 26', []],
  ['Do you have it in 32GB? I saw it was $1,200 new', []],
  ['Send me more pictures first, please', []],
  ['My phone is a Samsung, the one I am selling is an iPhone', []],
];

describe('messageWarnings', () => {
  it.each(SPANISH)('Spanish: %j raises %j', (text, expected) => {
    expect(messageWarnings(text)).toEqual(expected);
  });

  it.each(ENGLISH)('English: %j raises %j', (text, expected) => {
    expect(messageWarnings(text)).toEqual(expected);
  });

  it('reads capitals, accents and repeated spaces like their plain forms', () => {
    expect(messageWarnings('PRIMERO   TRANSFIÉRAME  y  le  ENVÍO')).toEqual([
      'advance_payment',
      'bank_transfer',
    ]);
    expect(messageWarnings('７１２３－４５６７')).toEqual(['phone_number']);
  });

  it('gives each code once, in the order of MESSAGE_WARNINGS', () => {
    const everything =
      'Mi WhatsApp es 7123-4567. Entre a www.ofertas.com. Pásame el código que te llegó. ' +
      'Pague con tarjeta de regalo. Le mando el comprobante. Deposíteme el anticipo, el anticipo primero. ' +
      'Y el envío lo paga antes.';
    expect(messageWarnings(everything)).toEqual([...MESSAGE_WARNINGS]);
  });

  it('raises nothing for an empty message', () => {
    expect(messageWarnings('')).toEqual([]);
    expect(messageWarnings('   ')).toEqual([]);
  });

  it('has at least 40 Spanish and 20 English sentences, a case raising every code and at least 40% raising none', () => {
    expect(SPANISH.length).toBeGreaterThanOrEqual(40);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(20);
    for (const cases of [SPANISH, ENGLISH]) {
      for (const code of MESSAGE_WARNINGS) {
        expect(
          cases.some(([, expected]) => expected.includes(code)),
          code,
        ).toBe(true);
      }
      const negatives = cases.filter(([, expected]) => expected.length === 0).length;
      expect(negatives / cases.length).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('answers codes the contract accepts', () => {
    expect(messageWarningSchema.array().parse(messageWarnings('Llámeme al 7123-4567'))).toEqual([
      'phone_number',
    ]);
    expect(messageWarningSchema.safeParse('lottery').success).toBe(false);
  });
});
