import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * No axe violations of serious or critical impact on a screen, judged once its colour transitions have ended: a
 * theme switched just before would otherwise be measured halfway between its two palettes. Endless animations (a
 * spinner) are not waited for.
 */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url()): Promise<void> {
  await page.evaluate(async () => {
    // Two frames first: a colour scheme emulated a moment ago starts its transitions only at the next style update.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} — ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    );
  expect(blocking, `serious/critical axe violations on ${where}`).toEqual([]);
}

/** Uncaught exceptions in the page: none is ever expected. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The toast region (role=status) holding the given text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** Holds the page's uploads back until the returned function is called, to see their progress; unroute after. */
export async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const CHAT_URL = /\/chat\/(\d+)$/;

/** The buyer opens the product and taps 'Enviar mensaje'; answers the id of the chat that opens. */
export async function openChatAbout(buyer: Page, productId: number): Promise<number> {
  await buyer.goto(`/products/${productId}`);
  await buyer.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(buyer).toHaveURL(CHAT_URL);
  return Number(CHAT_URL.exec(buyer.url())?.[1]);
}

/** Opens home's filter sheet from its button, whose name also counts the active filters ('Filtros 1 filtro activo'). */
export async function openFilterSheet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** 'Ver resultados': what was chosen in the sheet applies, and the sheet closes. */
export async function applyFilters(sheet: Locator): Promise<void> {
  await sheet.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(sheet).toHaveCount(0);
}

const LANGUAGE_CODES = { English: 'en', Español: 'es' } as const;
type LanguageName = keyof typeof LANGUAGE_CODES;

/** A signed-in person's language, chosen in /settings ("Idioma"); then back to the page they were on. */
export async function chooseLanguageInSettings(page: Page, language: LanguageName): Promise<void> {
  const here = page.url();
  await page.goto('/settings');
  await page.getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_CODES[language]);
  await page.goto(here);
}

/** A visitor's language, chosen in the top bar's small menu, which then closes. */
export async function chooseLanguageAsVisitor(page: Page, language: LanguageName): Promise<void> {
  await page.getByRole('button', { name: /^(Idioma y tema|Language and theme)$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_CODES[language]);
  await page.keyboard.press('Escape');
}

/** In the listing form, the meetup point where the map opens (the device's position), named `name`. */
export async function chooseMeetupHere(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Elegir en el mapa' }).click();
  const picker = page.getByRole('dialog', { name: 'Punto de encuentro' });
  await picker.getByRole('button', { name: 'Listo' }).click();
  await picker.getByLabel('Nombre del lugar').fill(name);
  await picker.getByRole('button', { name: 'Listo' }).click();
  await expect(picker).toBeHidden();
}
