/** SPEC §3 client storage: every key the app reads or writes, in one place. */
export const storageKeys = {
  /** Cookie (path /) holding the bearer token. */
  tokenCookie: 'token',
  /** localStorage: 'true' once onboarding is complete, otherwise 'false'. */
  onboarding: 'onboarding',
  username: 'username',
  role: 'role',
  /** localStorage: the session user as JSON. */
  user: 'user',
  /** localStorage: the organization picked in the switcher. */
  currentOrganizationId: 'currentOrganizationId',
  /** sessionStorage keys used by the users and forms screens. */
  selectedUser: 'selectedUser',
  usersPage: 'usersPage',
  formsPage: 'formsPage',
  /** sessionStorage: why the app ended the session (a suspended organization), shown at sign-in. */
  signInNotice: 'signInNotice',
  /**
   * localStorage: the onboarding wizard's answers and furthest step as JSON, kept until the
   * setup completes. Chosen files cannot be stored; only their names are.
   */
  onboardingDraft: 'onboardingDraft',
} as const;
