import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { PublicLayout } from './layouts/public-layout.tsx';
import { GuestOnly, Protected } from './route-guards.tsx';

/* Every screen is its own chunk, so the first load of / stays within 150 kB of gzipped JavaScript. */
const AuthScreen = lazy(() => import('#client/features/auth/screens/auth-screen.tsx'));
const ResetPasswordScreen = lazy(() => import('#client/features/auth/screens/reset-password-screen.tsx'));
const VerifyEmailScreen = lazy(() => import('#client/features/auth/screens/verify-email-screen.tsx'));
const AuthHelpScreen = lazy(() => import('#client/features/auth/screens/auth-help-screen.tsx'));
const TermsScreen = lazy(() => import('#client/features/legal/screens/terms-screen.tsx'));
const PrivacyScreen = lazy(() => import('#client/features/legal/screens/privacy-screen.tsx'));
const SafetyScreen = lazy(() => import('#client/features/safety/screens/safety-screen.tsx'));
const HomeScreen = lazy(() => import('#client/features/home/screens/home-screen.tsx'));
const CreateProductScreen = lazy(() => import('#client/features/products/screens/create-product-screen.tsx'));
const ProductDetailScreen = lazy(() => import('#client/features/products/screens/product-detail-screen.tsx'));
const PublicProductScreen = lazy(() => import('#client/features/products/screens/public-product-screen.tsx'));
const MyListingsScreen = lazy(() => import('#client/features/products/screens/my-listings-screen.tsx'));
const EditProductScreen = lazy(() => import('#client/features/products/screens/edit-product-screen.tsx'));
const PublicProfileScreen = lazy(
  () => import('#client/features/public-profile/screens/public-profile-screen.tsx'),
);
const FavoritesScreen = lazy(() => import('#client/features/favorites/screens/favorites-screen.tsx'));
const CommunityScreen = lazy(() => import('#client/features/community/screens/community-screen.tsx'));
const PublicPostScreen = lazy(() => import('#client/features/community/screens/public-post-screen.tsx'));
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
 * The route table. Routes are written out (not mapped with keys) so that moving between two protected
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
        <PublicLayout>
          <TermsScreen />
        </PublicLayout>
      </Route>
      <Route path="/privacy">
        <PublicLayout>
          <PrivacyScreen />
        </PublicLayout>
      </Route>
      <Route path="/safety">
        <PublicLayout>
          <SafetyScreen />
        </PublicLayout>
      </Route>
      <Route path="/">
        <Protected>
          <HomeScreen />
        </Protected>
      </Route>
      <Route path="/create-product">
        <Protected>
          <CreateProductScreen />
        </Protected>
      </Route>
      <Route path="/me/listings">
        <Protected>
          <MyListingsScreen />
        </Protected>
      </Route>
      <Route path="/products/:id/edit">
        <Protected>
          <EditProductScreen />
        </Protected>
      </Route>
      <Route path="/products/:id">
        <Protected visitor={<PublicProductScreen />}>
          <ProductDetailScreen />
        </Protected>
      </Route>
      <Route path="/users/:id">
        <Protected>
          <PublicProfileScreen />
        </Protected>
      </Route>
      <Route path="/chat/:id">
        <Protected>
          <ChatScreen />
        </Protected>
      </Route>
      <Route path="/conversations/:id">
        <Protected>
          <ChatScreen />
        </Protected>
      </Route>
      <Route path="/community">
        <Protected visitor={<PublicPostScreen />}>
          <CommunityScreen />
        </Protected>
      </Route>
      <Route path="/messages">
        <Protected>
          <ConversationsScreen />
        </Protected>
      </Route>
      <Route path="/conversations">
        <Protected>
          <ConversationsScreen />
        </Protected>
      </Route>
      <Route path="/profile">
        <Protected>
          <ProfileScreen />
        </Protected>
      </Route>
      <Route path="/favorites">
        <Protected>
          <FavoritesScreen />
        </Protected>
      </Route>
      <Route path="/notifications">
        <Protected>
          <NotificationsScreen />
        </Protected>
      </Route>
      <Route path="/settings">
        <Protected>
          <SettingsScreen />
        </Protected>
      </Route>
      <Route path="/test-chat">
        <Protected>
          <TestChatScreen />
        </Protected>
      </Route>
      <Route path="/admin">
        <Protected>
          <AdminScreen />
        </Protected>
      </Route>
      <Route>
        <PublicLayout>
          <NotFoundScreen />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
