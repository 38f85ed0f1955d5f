import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';

/** Spec §8: "Failed to add memory. Please try again." inline as in the toast, with what the failed call said. */
export function AddMemoryError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{ADD_MEMORY_TEXTS.failed}</AlertTitle>
      {message}
    </Alert>
  );
}
