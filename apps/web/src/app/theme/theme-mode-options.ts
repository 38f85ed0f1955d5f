import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ThemeMode } from '@kindred/core/constants';

/** Each theme mode's label and icon. */
export const MODE_OPTIONS = {
  light: { label: 'Light', Icon: LightModeOutlined },
  dark: { label: 'Dark', Icon: DarkModeOutlined },
  system: { label: 'System', Icon: SettingsBrightnessOutlined },
} satisfies Record<ThemeMode, unknown>;
