import type { SharedCatalog } from './es.ts';
import admin from './en/admin.json' with { type: 'json' };
import auth from './en/auth.json' with { type: 'json' };
import authHelp from './en/authHelp.json' with { type: 'json' };
import badges from './en/badges.json' with { type: 'json' };
import blocks from './en/blocks.json' with { type: 'json' };
import categories from './en/categories.json' with { type: 'json' };
import chat from './en/chat.json' with { type: 'json' };
import chatDeal from './en/chatDeal.json' with { type: 'json' };
import common from './en/common.json' with { type: 'json' };
import community from './en/community.json' with { type: 'json' };
import conversations from './en/conversations.json' with { type: 'json' };
import createProduct from './en/createProduct.json' with { type: 'json' };
import dataSaver from './en/dataSaver.json' with { type: 'json' };
import deal from './en/deal.json' with { type: 'json' };
import distanceUnit from './en/distanceUnit.json' with { type: 'json' };
import editProduct from './en/editProduct.json' with { type: 'json' };
import errors from './en/errors.json' with { type: 'json' };
import favorites from './en/favorites.json' with { type: 'json' };
import filters from './en/filters.json' with { type: 'json' };
import geolocation from './en/geolocation.json' with { type: 'json' };
import home from './en/home.json' with { type: 'json' };
import identity from './en/identity.json' with { type: 'json' };
import language from './en/language.json' with { type: 'json' };
import marketplace from './en/marketplace.json' with { type: 'json' };
import meetupMap from './en/meetupMap.json' with { type: 'json' };
import meetupPicker from './en/meetupPicker.json' with { type: 'json' };
import meetupSpots from './en/meetupSpots.json' with { type: 'json' };
import meetups from './en/meetups.json' with { type: 'json' };
import moderation from './en/moderation.json' with { type: 'json' };
import myListings from './en/myListings.json' with { type: 'json' };
import nav from './en/nav.json' with { type: 'json' };
import notFound from './en/notFound.json' with { type: 'json' };
import notifications from './en/notifications.json' with { type: 'json' };
import offers from './en/offers.json' with { type: 'json' };
import offline from './en/offline.json' with { type: 'json' };
import phone from './en/phone.json' with { type: 'json' };
import photos from './en/photos.json' with { type: 'json' };
import places from './en/places.json' with { type: 'json' };
import productCard from './en/productCard.json' with { type: 'json' };
import productCondition from './en/productCondition.json' with { type: 'json' };
import productDetail from './en/productDetail.json' with { type: 'json' };
import productList from './en/productList.json' with { type: 'json' };
import productMap from './en/productMap.json' with { type: 'json' };
import privacy from './en/privacy.json' with { type: 'json' };
import profile from './en/profile.json' with { type: 'json' };
import publicProfile from './en/publicProfile.json' with { type: 'json' };
import pwa from './en/pwa.json' with { type: 'json' };
import reset from './en/reset.json' with { type: 'json' };
import reviews from './en/reviews.json' with { type: 'json' };
import safety from './en/safety.json' with { type: 'json' };
import safetyCard from './en/safetyCard.json' with { type: 'json' };
import savedSearches from './en/savedSearches.json' with { type: 'json' };
import settings from './en/settings.json' with { type: 'json' };
import sharing from './en/sharing.json' with { type: 'json' };
import terms from './en/terms.json' with { type: 'json' };
import theme from './en/theme.json' with { type: 'json' };
import validation from './en/validation.json' with { type: 'json' };
import twoFactor from './en/twoFactor.json' with { type: 'json' };
import verifyEmail from './en/verifyEmail.json' with { type: 'json' };

/**
 * The texts both sides read in English; the compiler holds it to every Spanish key. The list of namespaces repeats
 * es.ts on purpose: each catalog file is a static import, so the bundler can leave a language's files out of a chunk.
 */
export default {
  admin,
  auth,
  authHelp,
  badges,
  blocks,
  categories,
  chat,
  chatDeal,
  common,
  community,
  conversations,
  createProduct,
  dataSaver,
  deal,
  distanceUnit,
  editProduct,
  errors,
  favorites,
  filters,
  geolocation,
  home,
  identity,
  language,
  marketplace,
  meetupMap,
  meetupPicker,
  meetupSpots,
  meetups,
  moderation,
  myListings,
  nav,
  notFound,
  notifications,
  offers,
  offline,
  phone,
  photos,
  places,
  productCard,
  productCondition,
  productDetail,
  productList,
  productMap,
  privacy,
  profile,
  publicProfile,
  pwa,
  reset,
  reviews,
  safety,
  safetyCard,
  savedSearches,
  settings,
  sharing,
  terms,
  twoFactor,
  theme,
  validation,
  verifyEmail,
} satisfies SharedCatalog;
