import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@kindred/core/constants';

/*
 * User-facing texts of the account screens. Texts the spec quotes live in @kindred/core/ui-texts.
 * Plain strings only: the navbar imports this file into the first page load.
 */

/** Sign in, sign up, e-mail verification, password reset and single sign-on. */
export const AUTH_TEXTS = {
  signInTitle: 'Sign in',
  signInSubtitle: 'Welcome back. Pick up where you left off.',
  signInButton: 'Sign in',
  signInPrompt: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again to continue.',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  sso: 'Continue with single sign-on',
  signUpTitle: 'Create your account',
  signUpSubtitle: `Start with a ${TRIAL_LENGTH_DAYS}-day free trial of everything ${PRODUCT_NAME} offers.`,
  signUpButton: 'Create account',
  haveAccount: 'Already have an account?',
  inviteOnly: 'Sign-ups on this server are by invitation only. Ask the person who runs it for an invitation.',
  invitedAddress: 'Your invitation is for this address.',
  checkingInvite: 'Checking your invitation',
  signInLink: 'Sign in',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  checklistTitle: 'Your password needs',
  verifyTitle: 'Verify your e-mail',
  verifySentTo: 'We sent a verification link to',
  verifyNoEmail: 'Enter the e-mail address you signed up with and we will send you a new verification link.',
  verifyFromProtected: 'Please verify your e-mail address to continue. Open the link we sent you, or ask for a new one.',
  verifyInstructions: 'Open the link in that e-mail to activate your account. It may take a minute to arrive; check your spam folder too.',
  verifying: 'Verifying your e-mail…',
  verifyLinkFailed: 'This verification link has expired or has already been used.',
  verifyLinkFailedHelp: 'Ask for a new link below. If you already verified your e-mail, just sign in.',
  resendButton: 'Resend verification e-mail',
  resendIn: (seconds: number) => `Resend available in ${seconds} s`,
  resetTitle: 'Reset your password',
  resetSubtitle: 'Enter your e-mail and we will send you a link to choose a new password.',
  resetButton: 'Send reset link',
  newPasswordTitle: 'Choose a new password',
  newPasswordLabel: 'New password',
  newPasswordButton: 'Save new password',
  resetLinkFailedHelp: 'Reset links work once and only for a short time.',
  requestNewLink: 'Request a new link',
  backToSignIn: 'Back to sign in',
  ssoFinishing: 'Finishing sign-in…',
  ssoFailed: "We couldn't finish signing you in.",
  ssoFailedHelp: 'The sign-in link may have expired or been used already. Please try again.',
} as const;

/** "3 days left in your free trial", "1 day left in your free trial". */
export function daysLeftInTrial(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;
}
