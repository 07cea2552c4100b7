import { useEffect } from 'react';
import { SessionContext } from '../../app/actors/contexts';
import { readRememberedLogin } from '../../lib/storage';
import { appLoginMachine, LoginContext } from './loginActor';
import { LoginScreen } from './LoginScreen';

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

/** /login: the bound login machine around the screen. */
export function LoginRoute() {
  return (
    <LoginContext.Provider
      logic={appLoginMachine}
      options={{ input: { remembered: readRememberedLogin() } }}
    >
      <TokenHandOff />
      <LoginScreen />
    </LoginContext.Provider>
  );
}
