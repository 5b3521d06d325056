import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { categoryId, createProduct, SAN_SALVADOR, signUp } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors, expectNoSeriousAxeViolations, openChatAbout } from './support/page.ts';
import { waitForSmsCode } from './support/sms-capture.ts';

/**
 * Issue 30 at 390×844 in Spanish: a seller verifies their phone in settings with the code the SMS gateway received,
 * and a buyer sees "Teléfono verificado" on the listing's seller row and in the chat header, taps it for what it means,
 * and reads the calm new-account line in the chat.
 */

const SHOTS = path.join('test-results', 'phone-badges');
const shot = async (page: import('@playwright/test').Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

test('a seller verifies a phone by SMS and a buyer sees the badge on the listing and in the chat', async ({
  page: seller,
  newUserContext,
}) => {
  const errors = collectPageErrors(seller);
  await signUp(seller.request, 'Lucía');
  const productId = await createProduct(seller.request, {
    ...SAN_SALVADOR,
    title: 'Licuadora Oster de vaso de vidrio',
    categoryId: await categoryId(seller.request, 'Hogar'),
    price: 35,
    description: 'Funciona perfecto, con su tapa.',
  });
  const digits = String(70_000_000 + Math.floor(Math.random() * 9_999_999));
  const e164 = `+503${digits}`;

  await seller.goto('/settings');
  const section = seller.getByRole('region', { name: 'Verificar teléfono' });
  await section.getByRole('button', { name: 'Verificar teléfono' }).click();
  await section.getByLabel('Tu celular').fill('2222 3333');
  await section.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(section.getByText(/Escribe un celular de El Salvador/)).toBeVisible();
  await shot(seller, '1-settings-number-refused');
  await section.getByLabel('Tu celular').fill(`${digits.slice(0, 4)}-${digits.slice(4)}`);
  await section.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(section.getByText(`Te lo enviamos por SMS al ${e164}`)).toBeVisible();
  await expect(section.getByText(/Puedes pedir otro código en \d+ s/)).toBeVisible();
  const code = await waitForSmsCode(e164);
  await section.getByLabel('Código de 6 números').fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByText('Ese código no es. Te quedan 4 intentos.')).toBeVisible();
  await expectNoSeriousAxeViolations(seller, 'settings: phone code step');
  await shot(seller, '2-settings-code-step');
  await section.getByLabel('Código de 6 números').fill(code);
  await section.getByRole('button', { name: 'Confirmar' }).click();
  await expect(section.getByText(`Tu teléfono ${e164} está verificado.`)).toBeVisible();
  await shot(seller, '3-settings-verified');

  // The other side: the listing's seller row and the chat header carry the badge; a tap says what it means.
  const buyer = await (await newUserContext()).newPage();
  await signUp(buyer.request, 'Mateo');
  await buyer.goto(`/products/${productId}`);
  const sellerRow = buyer.getByRole('region', { name: 'Quién vende' });
  const phoneBadge = sellerRow.getByRole('button', { name: 'Teléfono verificado' });
  await expect(phoneBadge).toBeVisible();
  await shot(buyer, '4-listing-seller-row');
  await phoneBadge.click();
  const explained = buyer.getByRole('dialog', { name: 'Teléfono verificado' });
  await expect(explained.getByText(/Confirmó por SMS un celular de El Salvador/)).toBeVisible();
  await expect(explained.getByText(/No dice quién es la persona ni garantiza el artículo/)).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'badge explained');
  await shot(buyer, '5-badge-explained');
  await explained.getByRole('button', { name: 'Cerrar' }).click();
  await expect(explained).toBeHidden();
  await expect(buyer.getByText(e164)).toHaveCount(0);

  await openChatAbout(buyer, productId);
  await expect(buyer.getByRole('button', { name: 'Teléfono verificado' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Cuenta nueva' })).toBeVisible();
  await expect(
    buyer.getByText(
      'Esta cuenta es nueva en Cerquita: reúnanse en un lugar público y revisen el artículo antes de pagar.',
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'chat header with badges');
  await shot(buyer, '6-chat-header');
  expect(errors).toEqual([]);
});
