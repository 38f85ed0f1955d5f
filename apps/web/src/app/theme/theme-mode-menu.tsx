import { useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { THEME_MODES, type ThemeMode } from '@kindred/core/constants';

const MODE_OPTIONS = {
  light: { label: 'Light', Icon: LightModeOutlined },
  dark: { label: 'Dark', Icon: DarkModeOutlined },
  system: { label: 'System', Icon: SettingsBrightnessOutlined },
} satisfies Record<ThemeMode, unknown>;

/** The navbar's theme control: Light, Dark or follow the system, with the current one checked. */
export function ThemeModeMenu() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current: ThemeMode = mode ?? 'system';
  const { Icon, label } = MODE_OPTIONS[current];

  const handleChoose = (choice: ThemeMode) => {
    setMode(choice);
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Theme: ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {THEME_MODES.map((option) => {
          const { Icon: OptionIcon, label: optionLabel } = MODE_OPTIONS[option];
          const isCurrent = option === current;
          return (
            <MenuItem key={option} role="menuitemradio" aria-checked={isCurrent} selected={isCurrent} onClick={() => handleChoose(option)}>
              <ListItemIcon>
                <OptionIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{optionLabel}</ListItemText>
              {isCurrent && <Check fontSize="small" sx={{ ml: 2 }} aria-hidden />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
