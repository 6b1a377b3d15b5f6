import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/routes/login-page';
import { AuthBootstrap } from './auth-bootstrap';
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
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/signup-page')).SignupPage,
            }),
          },
        ],
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        path: 'forget-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/forget-password-page'))
            .ForgetPasswordPage,
        }),
      },
      {
        path: 'verify-forget-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/verify-forget-password-page'))
            .VerifyForgetPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        // Public, and for signed-in members too: neither PublicOnlyRoute nor the guard.
        path: 'accept-invitation',
        lazy: async () => ({
          Component: (await import('@/features/auth/routes/accept-invitation-page'))
            .AcceptInvitationPage,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({
          Component: (await import('@/features/legal/routes/terms-page')).TermsPage,
        }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import('@/features/legal/routes/privacy-page')).PrivacyPage,
        }),
      },
      {
        element: <RouteGuard />,
        children: [
          {
            path: '/',
            // The signed-in frame and every page in it load after sign-in, not with the login page.
            lazy: async () => ({
              Component: (await import('./protected-layout')).ProtectedLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/features/dashboard/routes/dashboard-page'))
                    .DashboardPage,
                }),
              },
              {
                path: 'onboarding',
                lazy: async () => ({
                  Component: (await import('@/features/onboarding/routes/onboarding-page'))
                    .OnboardingPage,
                }),
              },
              {
                path: 'knowledgebase',
                lazy: async () => ({
                  Component: (await import('@/features/knowledge/routes/knowledge-base-page'))
                    .KnowledgeBasePage,
                }),
              },
              {
                path: 'users',
                lazy: async () => ({
                  Component: (await import('@/features/users/routes/users-page')).UsersPage,
                }),
              },
              {
                path: 'users/:userId',
                lazy: async () => ({
                  Component: (await import('@/features/users/routes/user-details-page'))
                    .UserDetailsPage,
                }),
              },
              {
                path: 'submitted-forms',
                lazy: async () => ({
                  Component: (await import('@/features/forms/routes/submitted-forms-page'))
                    .SubmittedFormsPage,
                }),
              },
              {
                path: 'bot',
                lazy: async () => ({
                  Component: (await import('@/features/bot/routes/bot-setup-page')).BotSetupPage,
                }),
              },
              {
                path: 'conversations',
                lazy: async () => ({
                  Component: (await import('@/features/conversations/routes/conversations-page'))
                    .ConversationsPage,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('@/features/settings/routes/settings-page'))
                    .SettingsPage,
                }),
              },
              {
                path: 'billing',
                lazy: async () => ({
                  Component: (await import('@/features/billing/routes/billing-page')).BillingPage,
                }),
              },
              {
                path: 'help',
                lazy: async () => ({
                  Component: (await import('@/features/help/routes/help-page')).HelpPage,
                }),
              },
              {
                path: 'operator',
                lazy: async () => ({
                  Component: (await import('@/features/operator/routes/operator-console-page'))
                    .OperatorConsolePage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
