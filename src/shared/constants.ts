/** Business constants. One place, used by server and client. */
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const PHONE_MIN = 8;
export const PHONE_MAX = 20;
export const EMAIL_MAX = 255;
export const NAME_MAX = 100;
export const TITLE_MAX = 200;
export const POST_MAX = 500;
export const SHARE_TEXT_MAX = 100;
export const POST_IMAGES_SHOWN = 4;

/** Largest price numeric(10,2) holds. */
export const PRICE_MAX = 99_999_999.99;
export const PRODUCT_PHOTOS_MAX = 5;
export const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
export const IMAGE_LONGEST_SIDE = 800;
export const IMAGE_JPEG_QUALITY = 0.7;

export const EARTH_RADIUS_MILES = 3958.8;
export const DISTANCE_OPTIONS_MILES = [1, 3, 6, 15, 30, 999] as const;
export const DEFAULT_DISTANCE_MILES = 3;
export const NEARBY_HIGHLIGHT_MILES = 1.5;
export const RECOMMENDATION_EVERY = 8;
export const SIMILAR_LIMIT = 4;
export const SIMILAR_STALE_MS = 5 * 60 * 1000;

export const DEFAULT_LOCATION = { name: 'San Salvador', latitude: 13.6929, longitude: -89.2182 } as const;

export const POLL_INTERVAL_MS = 3000;
export const NOTIFICATION_VOLUME = 0.3;
export const NAV_BADGE_CAP = 99;
export const ROW_BADGE_CAP = 9;

export const LOGOUT_REDIRECT_MS = 1000;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const RESET_REDIRECT_MS = 3000;

export const TOAST_DURATION_MS = 5000;

export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10000, maximumAge: 60000 } as const;

export const SESSION_REMEMBER_DAYS = 30;
export const SESSION_DEFAULT_HOURS = 24;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;

export const STORAGE_KEYS = {
  language: 'cerquita-language',
  theme: 'cerquita-theme',
  locationPermission: 'cerquita-location-permission',
  /** The municipality chosen by hand (name, department, coordinates) for browsing without the device's position. */
  chosenPlace: 'cerquita-chosen-place',
  verifyBannerDismissed: 'cerquita-verify-banner-dismissed',
  /** The chat messages whose safety card the reader dismissed (the latest few hundred). */
  safetyCardsDismissed: 'cerquita-safety-cards-dismissed',
  /** Whose answers the device keeps for offline reading: the person last signed in here. */
  offlineUser: 'cerquita-offline-user',
  /** How many times the app was opened (once per browser session), for offering to install it. */
  visits: 'cerquita-visits',
  /** Set once the person favourited or published something: a moment to offer installing. */
  installEngaged: 'cerquita-install-engaged',
  /** When the person last said "Ahora no" to installing. */
  installDismissedAt: 'cerquita-install-dismissed-at',
  /** The data saver setting, 'on' or 'off'; absent: on when the connection is slow or the phone asks to save data. */
  dataSaver: 'cerquita-data-saver',
  /** km or mi, once the person chose; until then the language's unit. */
  distanceUnit: 'cerquita-distance-unit',
} as const;

/**
 * The cookie mirroring the data saver choice ('on' or 'off') stored under STORAGE_KEYS.dataSaver: the server reads it to
 * preload the photo a listing's first load shows, the thumbnail or the medium copy.
 */
export const DATA_SAVER_COOKIE = 'data-saver';

/**
 * The header a client sends with a send or a creation it may retry: one UUID per thing to create, kept with it until the
 * server answered, so a retry after a lost answer gets that answer instead of a duplicate.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
