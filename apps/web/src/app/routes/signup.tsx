import { TRIAL_LENGTH_DAYS } from '@kindred/core/constants';
import { PagePlaceholder } from '../layout/page-placeholder';

export default function SignupRoute() {
  return (
    <PagePlaceholder
      title="Create your account"
      description={`Sign-up opens soon. Every new account starts with a ${TRIAL_LENGTH_DAYS}-day free trial of everything Kindred offers.`}
    />
  );
}
