import { PRODUCT_PHOTOS_MAX } from '#shared/constants.ts';
import { parseCoordinate } from '#shared/contract.ts';
import { PRODUCT_CONDITIONS, type ProductCondition } from '#shared/products-constants.ts';
import { isUploadUrl } from '#shared/upload-urls.ts';

/**
 * The create form kept on the phone while the user types (a dropped connection, a closed tab or a failed submit never
 * loses it): its fields and the URLs of the photos already uploaded.
 */
export interface DraftFields {
  title?: string;
  description?: string;
  price?: string;
  categoryId?: string;
  condition?: ProductCondition;
  location?: string;
  meetupLocation?: string;
  meetupLatitude?: number;
  meetupLongitude?: number;
}

export interface ProductDraft {
  fields: DraftFields;
  images: string[];
}

/** Bumped when the stored shape changes: older drafts are then ignored rather than misread. */
const DRAFT_VERSION = 1;
const TEXT_FIELDS = ['title', 'description', 'price', 'categoryId', 'location', 'meetupLocation'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The draft's fields out of anything (the form's values, or stored JSON): what does not fit is left out. */
export function draftFieldsOf(value: unknown): DraftFields {
  const source = isRecord(value) ? value : {};
  const fields: DraftFields = {};
  for (const name of TEXT_FIELDS) {
    const text = textOf(source[name]);
    if (text !== undefined) fields[name] = text;
  }
  const condition = PRODUCT_CONDITIONS.find((known) => known === source['condition']);
  if (condition) fields.condition = condition;
  const latitude = parseCoordinate(source['meetupLatitude'], 'latitude');
  const longitude = parseCoordinate(source['meetupLongitude'], 'longitude');
  if (latitude !== null && longitude !== null) {
    fields.meetupLatitude = latitude;
    fields.meetupLongitude = longitude;
  }
  return fields;
}

function draftImagesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((url): url is string => typeof url === 'string' && isUploadUrl(url))
    .slice(0, PRODUCT_PHOTOS_MAX);
}

/** The city fills itself in from the device's position: on its own it is nothing the user typed. */
const TYPED_FIELDS = TEXT_FIELDS.filter((name) => name !== 'location');

export function isEmptyDraft({ fields, images }: ProductDraft): boolean {
  const typed = TYPED_FIELDS.some((name) => (fields[name] ?? '').trim() !== '');
  return !typed && !fields.condition && fields.meetupLatitude === undefined && images.length === 0;
}

export function serializeDraft({ fields, images }: ProductDraft): string {
  return JSON.stringify({
    version: DRAFT_VERSION,
    fields: draftFieldsOf(fields),
    images: draftImagesOf(images),
  });
}

/** The stored draft, or null when there is none, it is empty or it is not one (damaged, older version). */
export function parseDraft(text: string | null): ProductDraft | null {
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored['version'] !== DRAFT_VERSION) return null;
  const draft = { fields: draftFieldsOf(stored['fields']), images: draftImagesOf(stored['images']) };
  return isEmptyDraft(draft) ? null : draft;
}

/*
 * One draft per user, so that whoever signs in next on a shared phone does not see it. lib/storage.ts holds the app's
 * fixed preference keys; this key is composed at run time and must also be removable.
 */
const storageKey = (userId: number) => `cerquita-product-draft:${userId}`;

export function loadDraft(userId: number): ProductDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(storageKey(userId)));
  } catch {
    return null;
  }
}

/** Stores the draft, or removes it once it is empty. Storage may be full or disabled: the form still works. */
export function saveDraft(userId: number, draft: ProductDraft): void {
  try {
    if (isEmptyDraft(draft)) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), serializeDraft(draft));
  } catch {
    // Not kept; the form still holds everything.
  }
}

export function clearDraft(userId: number): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing stored to clear.
  }
}
