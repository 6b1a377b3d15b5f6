import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/routes/login-page';
import { AuthBootstrap } from './auth-bootstrap';
import { lazyPage } from './lazy-page';
import { PublicOnlyRoute, RouteGuard } from './route-guard';

/** Every route of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <AuthBootstrap />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          // Only the login page comes with the first load (its JavaScript budget is 150 KB); the
          // other public pages load when opened, as the signed-in pages do.
          { path: 'login', element: <LoginPage /> },
          {
            path: 'signup',
            element: lazyPage(
              () => import('@/features/auth/routes/signup-page'),
              (page) => page.SignupPage,
            ),
          },
        ],
      },
      {
        path: 'verify-email',
        element: lazyPage(
          () => import('@/features/auth/routes/verify-email-page'),
          (page) => page.VerifyEmailPage,
        ),
      },
      {
        path: 'forget-password',
        element: lazyPage(
          () => import('@/features/auth/routes/forget-password-page'),
          (page) => page.ForgetPasswordPage,
        ),
      },
      {
        path: 'verify-forget-password',
        element: lazyPage(
          () => import('@/features/auth/routes/verify-forget-password-page'),
          (page) => page.VerifyForgetPasswordPage,
        ),
      },
      {
        path: 'reset-password',
        element: lazyPage(
          () => import('@/features/auth/routes/reset-password-page'),
          (page) => page.ResetPasswordPage,
        ),
      },
      {
        // Public, and for signed-in members too: neither PublicOnlyRoute nor the guard.
        path: 'accept-invitation',
        element: lazyPage(
          () => import('@/features/auth/routes/accept-invitation-page'),
          (page) => page.AcceptInvitationPage,
        ),
      },
      {
        path: 'terms',
        element: lazyPage(
          () => import('@/features/legal/routes/terms-page'),
          (page) => page.TermsPage,
        ),
      },
      {
        path: 'privacy',
        element: lazyPage(
          () => import('@/features/legal/routes/privacy-page'),
          (page) => page.PrivacyPage,
        ),
      },
      {
        element: <RouteGuard />,
        children: [
          {
            path: '/',
            // The signed-in frame and every page in it load after sign-in, not with the login page.
            element: lazyPage(
              () => import('./protected-layout'),
              (page) => page.ProtectedLayout,
            ),
            children: [
              {
                index: true,
                element: lazyPage(
                  () => import('@/features/dashboard/routes/dashboard-page'),
                  (page) => page.DashboardPage,
                ),
              },
              {
                path: 'onboarding',
                element: lazyPage(
                  () => import('@/features/onboarding/routes/onboarding-page'),
                  (page) => page.OnboardingPage,
                ),
              },
              {
                path: 'knowledgebase',
                element: lazyPage(
                  () => import('@/features/knowledge/routes/knowledge-base-page'),
                  (page) => page.KnowledgeBasePage,
                ),
              },
              {
                path: 'users',
                element: lazyPage(
                  () => import('@/features/users/routes/users-page'),
                  (page) => page.UsersPage,
                ),
              },
              {
                path: 'users/:userId',
                element: lazyPage(
                  () => import('@/features/users/routes/user-details-page'),
                  (page) => page.UserDetailsPage,
                ),
              },
              {
                path: 'submitted-forms',
                element: lazyPage(
                  () => import('@/features/forms/routes/submitted-forms-page'),
                  (page) => page.SubmittedFormsPage,
                ),
              },
              {
                path: 'bot',
                element: lazyPage(
                  () => import('@/features/bot/routes/bot-setup-page'),
                  (page) => page.BotSetupPage,
                ),
              },
              {
                path: 'conversations',
                element: lazyPage(
                  () => import('@/features/conversations/routes/conversations-page'),
                  (page) => page.ConversationsPage,
                ),
              },
              {
                path: 'settings',
                element: lazyPage(
                  () => import('@/features/settings/routes/settings-page'),
                  (page) => page.SettingsPage,
                ),
              },
              {
                path: 'billing',
                element: lazyPage(
                  () => import('@/features/billing/routes/billing-page'),
                  (page) => page.BillingPage,
                ),
              },
              {
                path: 'help',
                element: lazyPage(
                  () => import('@/features/help/routes/help-page'),
                  (page) => page.HelpPage,
                ),
              },
              {
                path: 'operator',
                element: lazyPage(
                  () => import('@/features/operator/routes/operator-console-page'),
                  (page) => page.OperatorConsolePage,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
