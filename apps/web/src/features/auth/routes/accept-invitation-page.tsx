import { roleLabel } from '@concierge/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/use-auth';
import {
  useInvitationPreview,
  useInvitationSignup,
  useJoinOrganization,
  useSignOutForInvitation,
} from '../invitation-api';
import { AuthLayout } from '../components/auth-layout';
import { InvitationSignupForm } from '../components/invitation-signup-form';

const invitationGone =
  'This invitation link is not valid. It may have been revoked or already used.';
const linkClass = 'font-medium text-brand-600 hover:underline';

/**
 * /accept-invitation?token=…, public and signed-in alike: a new account signs up here, an
 * existing one signs in and comes back, a signed-in one joins with one click.
 */
export function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { token: sessionToken } = useAuth();
  const preview = useInvitationPreview(token);
  const signup = useInvitationSignup(token, preview.data?.organizationName ?? '');
  // Signing up stores a session: the page keeps the form rather than turn to "Accept invitation".
  const signingUp = signup.isPending || signup.isSuccess;
  const here = `/accept-invitation?token=${encodeURIComponent(token)}`;

  if (token !== '' && preview.isPending) {
    return (
      <AuthLayout title="Invitation">
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" label="Loading invitation" />
        </div>
      </AuthLayout>
    );
  }

  if (token === '' || preview.isError || !preview.data) {
    const expired = preview.error instanceof ApiError && preview.error.status === 410;
    return (
      <AuthLayout
        title={expired ? 'Invitation expired' : 'Invitation not found'}
        footer={
          <Link to="/login" className={linkClass}>
            Go to sign in
          </Link>
        }
      >
        <Alert>
          {expired || (preview.error instanceof ApiError && preview.error.status !== 404)
            ? errorMessage(preview.error, invitationGone)
            : invitationGone}
        </Alert>
      </AuthLayout>
    );
  }

  const invitation = preview.data;
  const description = (
    <>
      {invitation.invitedBy} invited you to join{' '}
      <span className="font-medium text-slate-800">{invitation.organizationName}</span> as{' '}
      {roleLabel(invitation.role)}.
    </>
  );

  return (
    <AuthLayout title={`Join ${invitation.organizationName}`} description={description}>
      {sessionToken && !signingUp ? (
        <JoinAsSignedIn token={token} organizationName={invitation.organizationName} next={here} />
      ) : invitation.accountExists ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            You already have an account for{' '}
            <span className="font-medium text-slate-800">{invitation.email}</span>. Sign in to
            accept the invitation.
          </p>
          <Link
            to={`/login?next=${encodeURIComponent(here)}`}
            className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-5 text-base font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Sign in to accept
          </Link>
        </div>
      ) : (
        <InvitationSignupForm invitation={invitation} signup={signup} />
      )}
    </AuthLayout>
  );
}

interface JoinAsSignedInProps {
  token: string;
  organizationName: string;
  /** This page, to come back to after signing in with the invited account. */
  next: string;
}

function JoinAsSignedIn({ token, organizationName, next }: JoinAsSignedInProps) {
  const navigate = useNavigate();
  const join = useJoinOrganization(token, organizationName);
  const signOut = useSignOutForInvitation();
  const wrongAccount = join.error instanceof ApiError && join.error.status === 403;

  return (
    <div className="space-y-4">
      {join.isError && (
        <Alert>
          <p>{errorMessage(join.error)}</p>
          {wrongAccount && (
            <Button
              variant="link"
              size="sm"
              className="h-auto text-red-700"
              loading={signOut.isPending}
              onClick={() =>
                // Signed out, the page turns to "Sign in to accept" and this part unmounts: a
                // mutate() callback would not run, the promise does.
                signOut
                  .mutateAsync()
                  .catch(() => undefined)
                  .then(() =>
                    navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true }),
                  )
              }
            >
              Sign out
            </Button>
          )}
        </Alert>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={join.isPending}
        disabled={wrongAccount}
        onClick={() =>
          // As in the sign-up form: the page may unmount while the organization is selected.
          join.mutateAsync().then(
            () => navigate('/', { replace: true }),
            () => undefined,
          )
        }
      >
        Accept invitation
      </Button>
    </div>
  );
}
