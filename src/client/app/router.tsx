import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { PublicLayout } from './layouts/public-layout.tsx';
import { GuestOnly, Shell } from './route-guards.tsx';

/* Every screen is its own chunk, so the first load of / stays within 150 kB of gzipped JavaScript. */
const AuthScreen = lazy(() => import('#client/features/auth/screens/auth-screen.tsx'));
const ResetPasswordScreen = lazy(() => import('#client/features/auth/screens/reset-password-screen.tsx'));
const VerifyEmailScreen = lazy(() => import('#client/features/auth/screens/verify-email-screen.tsx'));
const AuthHelpScreen = lazy(() => import('#client/features/auth/screens/auth-help-screen.tsx'));
const TermsScreen = lazy(() => import('#client/features/legal/screens/terms-screen.tsx'));
const PrivacyScreen = lazy(() => import('#client/features/legal/screens/privacy-screen.tsx'));
const SafetyScreen = lazy(() => import('#client/features/safety/screens/safety-screen.tsx'));
const SuggestSpotScreen = lazy(() => import('#client/features/safety/screens/suggest-spot-screen.tsx'));
const HomeScreen = lazy(() => import('#client/features/home/screens/home-screen.tsx'));
const CreateProductScreen = lazy(() => import('#client/features/products/screens/create-product-screen.tsx'));
const ProductDetailScreen = lazy(() => import('#client/features/products/screens/product-detail-screen.tsx'));
const MyListingsScreen = lazy(() => import('#client/features/products/screens/my-listings-screen.tsx'));
const EditProductScreen = lazy(() => import('#client/features/products/screens/edit-product-screen.tsx'));
const HandoverScreen = lazy(() => import('#client/features/products/screens/handover-screen.tsx'));
const PublicProfileScreen = lazy(
  () => import('#client/features/public-profile/screens/public-profile-screen.tsx'),
);
const FavoritesScreen = lazy(() => import('#client/features/favorites/screens/favorites-screen.tsx'));
const CommunityScreen = lazy(() => import('#client/features/community/screens/community-screen.tsx'));
const ProfileScreen = lazy(() => import('#client/features/profile/screens/profile-screen.tsx'));
const SettingsScreen = lazy(() => import('#client/features/settings/screens/settings-screen.tsx'));
const AdminScreen = lazy(() => import('#client/features/admin/screens/admin-screen.tsx'));
const ConversationsScreen = lazy(
  () => import('#client/features/conversations/screens/conversations-screen.tsx'),
);
const ChatScreen = lazy(() => import('#client/features/conversations/screens/chat-screen.tsx'));
const TestChatScreen = lazy(() => import('#client/features/conversations/screens/test-chat-screen.tsx'));
const NotificationsScreen = lazy(
  () => import('#client/features/notifications/screens/notifications-screen.tsx'),
);
const NotFoundScreen = lazy(() => import('#client/features/not-found/screens/not-found-screen.tsx'));

/*
 * The route table. Routes are written out (not mapped with keys) so that moving between two
 * screens keeps the same layout mounted and only swaps the screen.
 */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/auth">
        <GuestOnly>
          <AuthScreen />
        </GuestOnly>
      </Route>
      <Route path="/reset-password">
        <PublicLayout>
          <ResetPasswordScreen />
        </PublicLayout>
      </Route>
      <Route path="/verify-email">
        <PublicLayout>
          <VerifyEmailScreen />
        </PublicLayout>
      </Route>
      <Route path="/auth-help">
        <PublicLayout>
          <AuthHelpScreen />
        </PublicLayout>
      </Route>
      <Route path="/terms">
        <Shell openToVisitors>
          <TermsScreen />
        </Shell>
      </Route>
      <Route path="/privacy">
        <Shell openToVisitors>
          <PrivacyScreen />
        </Shell>
      </Route>
      <Route path="/safety">
        <Shell openToVisitors>
          <SafetyScreen />
        </Shell>
      </Route>
      <Route path="/safety/suggest-spot">
        <Shell>
          <SuggestSpotScreen />
        </Shell>
      </Route>
      <Route path="/">
        <Shell openToVisitors>
          <HomeScreen />
        </Shell>
      </Route>
      <Route path="/create-product">
        <Shell>
          <CreateProductScreen />
        </Shell>
      </Route>
      <Route path="/me/listings">
        <Shell>
          <MyListingsScreen />
        </Shell>
      </Route>
      <Route path="/products/:id/edit">
        <Shell>
          <EditProductScreen />
        </Shell>
      </Route>
      <Route path="/products/:id/handover">
        <Shell>
          <HandoverScreen />
        </Shell>
      </Route>
      <Route path="/products/:id">
        <Shell openToVisitors>
          <ProductDetailScreen />
        </Shell>
      </Route>
      <Route path="/users/:id">
        <Shell openToVisitors>
          <PublicProfileScreen />
        </Shell>
      </Route>
      <Route path="/chat/:id">
        <Shell>
          <ChatScreen />
        </Shell>
      </Route>
      <Route path="/conversations/:id">
        <Shell>
          <ChatScreen />
        </Shell>
      </Route>
      <Route path="/community">
        <Shell openToVisitors>
          <CommunityScreen />
        </Shell>
      </Route>
      <Route path="/messages">
        <Shell>
          <ConversationsScreen />
        </Shell>
      </Route>
      <Route path="/conversations">
        <Shell>
          <ConversationsScreen />
        </Shell>
      </Route>
      <Route path="/profile">
        <Shell>
          <ProfileScreen />
        </Shell>
      </Route>
      <Route path="/favorites">
        <Shell>
          <FavoritesScreen />
        </Shell>
      </Route>
      <Route path="/notifications">
        <Shell>
          <NotificationsScreen />
        </Shell>
      </Route>
      <Route path="/settings">
        <Shell>
          <SettingsScreen />
        </Shell>
      </Route>
      <Route path="/test-chat">
        <Shell>
          <TestChatScreen />
        </Shell>
      </Route>
      <Route path="/admin">
        <Shell>
          <AdminScreen />
        </Shell>
      </Route>
      <Route>
        <Shell openToVisitors>
          <NotFoundScreen />
        </Shell>
      </Route>
    </Switch>
  );
}
