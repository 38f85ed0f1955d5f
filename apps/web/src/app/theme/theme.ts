import { createTheme, type Theme } from '@mui/material/styles';
import { blue, purple, red } from '@mui/material/colors';
import { BREAKPOINTS, THEME_COLORS } from '@kindred/core/constants';

// The theme always has CSS variables, so `theme.vars` is typed as present everywhere.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

type OwnerStateProps = { theme: Theme; ownerState: { color?: string; variant?: string } };

const TEXT_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
type TextColor = (typeof TEXT_COLORS)[number];
const isTextColor = (color: string | undefined): color is TextColor => TEXT_COLORS.includes(color as TextColor);

/**
 * Text in the palette colours falls below 4.5:1 on the tinted surfaces (#1976d2 on #f5f5f5 is
 * 4.22:1) and on the dark background (#1976d2 is about 4:1, #9c27b0 about 3:1), so coloured text
 * and outlines use the palette's dark shade in the light scheme and its light tint in the dark one.
 * Filled surfaces (contained buttons, filled chips) keep the main colour with white text.
 */
function readableBrandText({ theme: current, ownerState }: OwnerStateProps) {
  const { color, variant } = ownerState;
  if (!isTextColor(color) || variant === 'contained' || variant === 'filled') return {};
  const palette = current.vars.palette[color];
  return { color: palette.dark, ...current.applyStyles('dark', { color: palette.light }) };
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
        // MUI's dark-scheme red (#f44336) under white text is 3.7:1; the light scheme's red is 5:1.
        error: { main: red[700], light: red[300] },
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
