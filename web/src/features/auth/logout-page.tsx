import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useLogoutMutation } from '../../api/enhanced/auth';
import { PageLoading } from '../../components/page-states';
import { dropKeptDrafts } from '../../lib/kept-draft';
import { signedOut } from './session';

/** Revokes the refresh token on the server, clears user data and tokens, and goes to the login page. */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshToken = useAppSelector((s) => s.session.refreshToken);
  const [logout] = useLogoutMutation();

  useEffect(() => {
    const done = () => {
      // Signing out on purpose leaves no draft of an earlier idle sign-out behind in this tab.
      dropKeptDrafts();
      dispatch(signedOut());
      navigate(paths.login, { replace: true });
    };
    if (refreshToken) void logout({ body: { refreshToken } }).finally(done);
    else done();
    // Runs once: the refresh token read at mount is the one to revoke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <PageLoading />;
}
