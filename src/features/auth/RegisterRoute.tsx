import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { keyNotice } from '@machines/app/notice';
import type { RegisterAnswer } from '@machines/contracts';
import { NotifierContext } from '../../components/appActorContexts';
import { FormContext, SmsCodeContext } from '../../components/actorContexts';
import { appSmsCodeMachine } from '../../components/smsCodeBinding';
import { loginWith } from './loginPrefill';
import { appRegisterMachine, REGISTER_FORM } from './registerActor';
import { RegisterScreen } from './RegisterScreen';

/** Registered: "register success, please log in" (seed §8), then /login with the number. */
function OnToLogin() {
  const register = FormContext.useActorRef();
  const notifier = NotifierContext.useActorRef();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = register.on('submitted', ({ answer }) => {
      notifier.send({ type: 'NOTIFY', severity: 'success', notice: keyNotice('register.success') });
      void navigate(...loginWith((answer as RegisterAnswer).userName));
    });
    return () => subscription.unsubscribe();
  }, [register, notifier, navigate]);
  return null;
}

export interface RegisterRouteProps {
  /** The register machine with its call bound (stories bind fixtures). */
  readonly registerLogic?: typeof appRegisterMachine;
  readonly smsCodeLogic?: typeof appSmsCodeMachine;
}

/** /register: the bound register and get-code machines around the screen. */
export function RegisterRoute({
  registerLogic = appRegisterMachine,
  smsCodeLogic = appSmsCodeMachine,
}: RegisterRouteProps) {
  return (
    <FormContext.Provider logic={registerLogic} options={{ input: REGISTER_FORM }}>
      <SmsCodeContext.Provider logic={smsCodeLogic} options={{ input: { purpose: 'register' } }}>
        <OnToLogin />
        <RegisterScreen />
      </SmsCodeContext.Provider>
    </FormContext.Provider>
  );
}
