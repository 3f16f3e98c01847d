/**
 * The registration actor for the /auth pages (SPEC.md §4 "Registration steps"): created once by the
 * auth layout, resumed from saved progress, and read by each page through narrow hooks. Each step of
 * the machine has one page; a page opened at the wrong step sends the person to the right one.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { registrationMachine, type RegistrationActorRef, type RegistrationSnapshot } from '#src/machines/registration/registration.machine';
import { readPersistedRegistration } from '#src/machines/registration/registration.storage';
import {
  selectRegistrationBusy,
  selectRegistrationError,
  selectRegistrationFieldErrors,
  selectRegistrationStep,
  type RegistrationStep,
} from '#src/machines/registration/registration.selectors';
import { ApiError } from '../shared/api-error';

const RegistrationContext = createContext<RegistrationActorRef | null>(null);

/** The page of each registration step. */
export const STEP_PATH: Readonly<Record<RegistrationStep, string>> = {
  details: '/auth/sign-up',
  checkEmail: '/auth/account-registration-success',
  activatingEmail: '/auth/email-verified',
  emailVerified: '/auth/email-verified',
  emailLinkInvalid: '/auth/email-verified',
  enterCode: '/auth/verify-otp',
  setPassword: '/auth/set-password',
  done: '/auth/set-password',
};

/** Provide the registration actor, resumed from the progress saved in this browser. */
export function RegistrationProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(registrationMachine, { input: { resume: readPersistedRegistration() } });
  return <RegistrationContext.Provider value={actor}>{children}</RegistrationContext.Provider>;
}

/**
 * The registration actor.
 * @throws Error outside {@link RegistrationProvider}.
 */
export function useRegistrationActor(): RegistrationActorRef {
  const actor = useContext(RegistrationContext);
  if (!actor) throw new Error('useRegistrationActor must be used inside RegistrationProvider');
  return actor;
}

/** Select from the registration snapshot. */
export function useRegistration<T>(selector: (snapshot: RegistrationSnapshot) => T): T {
  return useSelector(useRegistrationActor(), selector);
}

/** The current step. */
export const useRegistrationStep = () => useRegistration(selectRegistrationStep);
/** True while a registration call is in flight. */
export const useRegistrationBusy = () => useRegistration(selectRegistrationBusy);

/** The last failure as an ApiError for AppForm (message and field errors), or null. */
export function useRegistrationServerError(): ApiError | null {
  const message = useRegistration(selectRegistrationError);
  const status = useRegistration((s) => s.context.errorStatus);
  const fieldErrors = useRegistration(selectRegistrationFieldErrors);
  return useMemo(() => (message ? new ApiError(status ?? 0, 'REGISTRATION', message, fieldErrors) : null), [message, status, fieldErrors]);
}

/**
 * Render the page only at one of its steps; otherwise go to the page of the current step.
 * @param props.steps - the steps this page shows.
 */
export function AtStep({ steps, children }: { steps: readonly RegistrationStep[]; children: ReactNode }) {
  const step = useRegistrationStep();
  if (!steps.includes(step)) return <Navigate to={STEP_PATH[step]} replace />;
  return <>{children}</>;
}
