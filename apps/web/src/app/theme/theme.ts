import { createTheme, type Theme } from '@mui/material/styles';
import { blue, purple } from '@mui/material/colors';
import { BREAKPOINTS, THEME_COLORS } from '@kindred/core/constants';

// The theme always has CSS variables, so `theme.vars` is typed as present everywhere.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

type OwnerStateProps = { theme: Theme; ownerState: { color?: string; variant?: string } };

/**
 * Text in the brand colours falls below 4.5:1 on the dark background (#1976d2 is about 4:1,
 * #9c27b0 about 3:1), so in dark mode coloured text and outlines use the palette's light tint.
 * Filled surfaces (contained buttons, filled chips) keep the brand colour with white text.
 */
function readableBrandText({ theme: current, ownerState }: OwnerStateProps) {
  const { color, variant } = ownerState;
  if ((color !== 'primary' && color !== 'secondary') || variant === 'contained' || variant === 'filled') return {};
  return current.applyStyles('dark', { color: current.vars.palette[color].light });
}

/**
 * The one MUI theme. Light and dark are CSS-variable color schemes switched by a class on <html>,
 * so changing mode swaps variables instead of re-rendering every styled component, and the
 * pre-paint script can pick the scheme before React starts.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: THEME_COLORS.primary }, secondary: { main: THEME_COLORS.secondary } } },
    dark: {
      palette: {
        primary: { main: THEME_COLORS.primary, light: blue[200] },
        secondary: { main: THEME_COLORS.secondary, light: purple[200] },
      },
    },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  // MUI's curated keyboard ring: a solid primary outline on focus-visible, also on coloured surfaces.
  focusVisible: { outlineWidth: 3 },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButton: { styleOverrides: { root: readableBrandText } },
    MuiChip: { styleOverrides: { root: readableBrandText } },
    MuiLink: { styleOverrides: { root: readableBrandText } },
    MuiTypography: { styleOverrides: { root: readableBrandText } },
  },
});
