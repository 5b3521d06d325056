import admin from './es/admin.json' with { type: 'json' };
import auth from './es/auth.json' with { type: 'json' };
import authHelp from './es/authHelp.json' with { type: 'json' };
import badges from './es/badges.json' with { type: 'json' };
import blocks from './es/blocks.json' with { type: 'json' };
import categories from './es/categories.json' with { type: 'json' };
import chat from './es/chat.json' with { type: 'json' };
import chatDeal from './es/chatDeal.json' with { type: 'json' };
import common from './es/common.json' with { type: 'json' };
import community from './es/community.json' with { type: 'json' };
import conversations from './es/conversations.json' with { type: 'json' };
import createProduct from './es/createProduct.json' with { type: 'json' };
import dataSaver from './es/dataSaver.json' with { type: 'json' };
import deal from './es/deal.json' with { type: 'json' };
import distanceUnit from './es/distanceUnit.json' with { type: 'json' };
import editProduct from './es/editProduct.json' with { type: 'json' };
import errors from './es/errors.json' with { type: 'json' };
import favorites from './es/favorites.json' with { type: 'json' };
import filters from './es/filters.json' with { type: 'json' };
import geolocation from './es/geolocation.json' with { type: 'json' };
import home from './es/home.json' with { type: 'json' };
import identity from './es/identity.json' with { type: 'json' };
import language from './es/language.json' with { type: 'json' };
import marketplace from './es/marketplace.json' with { type: 'json' };
import meetupMap from './es/meetupMap.json' with { type: 'json' };
import meetupPicker from './es/meetupPicker.json' with { type: 'json' };
import meetupSpots from './es/meetupSpots.json' with { type: 'json' };
import meetups from './es/meetups.json' with { type: 'json' };
import moderation from './es/moderation.json' with { type: 'json' };
import myListings from './es/myListings.json' with { type: 'json' };
import nav from './es/nav.json' with { type: 'json' };
import notFound from './es/notFound.json' with { type: 'json' };
import notifications from './es/notifications.json' with { type: 'json' };
import offers from './es/offers.json' with { type: 'json' };
import offline from './es/offline.json' with { type: 'json' };
import phone from './es/phone.json' with { type: 'json' };
import photos from './es/photos.json' with { type: 'json' };
import places from './es/places.json' with { type: 'json' };
import productCard from './es/productCard.json' with { type: 'json' };
import productCondition from './es/productCondition.json' with { type: 'json' };
import productDetail from './es/productDetail.json' with { type: 'json' };
import productList from './es/productList.json' with { type: 'json' };
import productMap from './es/productMap.json' with { type: 'json' };
import privacy from './es/privacy.json' with { type: 'json' };
import profile from './es/profile.json' with { type: 'json' };
import publicProfile from './es/publicProfile.json' with { type: 'json' };
import pwa from './es/pwa.json' with { type: 'json' };
import reset from './es/reset.json' with { type: 'json' };
import reviews from './es/reviews.json' with { type: 'json' };
import safety from './es/safety.json' with { type: 'json' };
import safetyCard from './es/safetyCard.json' with { type: 'json' };
import savedSearches from './es/savedSearches.json' with { type: 'json' };
import settings from './es/settings.json' with { type: 'json' };
import sharing from './es/sharing.json' with { type: 'json' };
import terms from './es/terms.json' with { type: 'json' };
import theme from './es/theme.json' with { type: 'json' };
import validation from './es/validation.json' with { type: 'json' };
import twoFactor from './es/twoFactor.json' with { type: 'json' };
import verifyEmail from './es/verifyEmail.json' with { type: 'json' };

/** The texts both sides read in Spanish, the default language and the fallback: one namespace per file of es/. */
const catalog = {
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
};

export type SharedCatalog = typeof catalog;
export default catalog;
