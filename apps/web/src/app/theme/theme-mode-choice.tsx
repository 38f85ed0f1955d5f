import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';
import { THEME_MODES, type ThemeMode } from '@kindred/core/constants';

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'Same as my device' };

/** The colour theme as a settings choice (spec §2.2): light, dark or follow the system, remembered locally. */
export function ThemeModeChoice() {
  const { mode, setMode } = useColorScheme();
  return (
    <FormControl>
      <FormLabel id="theme-mode-label">Theme</FormLabel>
      <RadioGroup
        row
        aria-labelledby="theme-mode-label"
        value={mode ?? 'system'}
        onChange={(event) => setMode(event.target.value as ThemeMode)}
      >
        {THEME_MODES.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={LABELS[option]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
