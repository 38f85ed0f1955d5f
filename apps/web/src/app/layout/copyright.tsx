import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { PRODUCT_NAME } from '@kindred/core/constants';

/** "© <this year> Kindred", shared by both footers. */
export function Copyright({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      © {new Date().getFullYear()} {PRODUCT_NAME}
    </Typography>
  );
}
