import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: lets keyboard users jump past the navbar. Hidden until focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
