import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Spinner sizes of spec §2.12, in pixels. */
export const SPINNER_SIZES = { sm: 20, md: 40, lg: 64 } as const;
export type SpinnerSize = keyof typeof SPINNER_SIZES;

type SpinnerProps = {
  size?: SpinnerSize;
  /** What is loading, for screen readers. */
  label?: string;
};

/** An indeterminate progress circle announced as a progress bar. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  return <CircularProgress size={SPINNER_SIZES[size]} aria-label={label} />;
}

/** A large spinner centred in the page body, shown while a screen loads. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <Spinner size="lg" />
    </Box>
  );
}
