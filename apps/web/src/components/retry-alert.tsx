import Alert from '@mui/material/Alert';
import { AppButton } from './app-button';

type RetryAlertProps = {
  message: string;
  retryLabel: string;
  isRetrying: boolean;
  onRetry: () => void;
};

/** A failed load, announced, with a button to ask again. */
export function RetryAlert({ message, retryLabel, isRetrying, onRetry }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <AppButton variant="secondary" size="small" loading={isRetrying} onClick={onRetry}>
          {retryLabel}
        </AppButton>
      }
    >
      {message}
    </Alert>
  );
}
