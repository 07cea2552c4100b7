import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionContext } from '../../components/appActorContexts';
import { PageCaptchaContext } from '../../lib/pageCaptcha';
import { readRememberedLogin } from '../../lib/storage';
import { appLoginMachine, LoginContext } from './loginActor';
import { LoginScreen } from './LoginScreen';
import { prefilledUserName } from './loginPrefill';

/** Hands the token of a successful login to the session, which loads the user. */
function TokenHandOff() {
  const login = LoginContext.useActorRef();
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const subscription = login.on('loggedIn', ({ token }) =>
      session.send({ type: 'LOGGED_IN', token }),
    );
    return () => subscription.unsubscribe();
  }, [login, session]);
  return null;
}

/**
 * /login: the bound login machine around the screen, filled with the remembered user name
 * or the number just registered or reset, and with the captcha the page came with.
 */
export function LoginRoute() {
  const prefilled = prefilledUserName(useLocation().state);
  const remembered = readRememberedLogin();
  const pageCaptcha = useContext(PageCaptchaContext);
  // Gone with this page: it may have been spent (src/lib/pageCaptcha.ts).
  useEffect(() => () => void (pageCaptcha.current = undefined), [pageCaptcha]);
  return (
    <LoginContext.Provider
      logic={appLoginMachine}
      options={{
        input: {
          remembered: prefilled
            ? { userName: prefilled, remember: remembered?.remember ?? false }
            : remembered,
          captcha: pageCaptcha.current,
        },
      }}
    >
      <TokenHandOff />
      <LoginScreen />
    </LoginContext.Provider>
  );
}
