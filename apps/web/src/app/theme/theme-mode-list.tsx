import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Check from '@mui/icons-material/Check';
import { THEME_MODES, type ThemeMode } from '@kindred/core/constants';
import { MODE_OPTIONS } from './theme-mode-options';

type ThemeModeListProps = { id: string; anchor: HTMLElement | null; current: ThemeMode; onChoose: (mode: ThemeMode) => void; onClose: () => void };

/** The theme menu's popup: Light, Dark and System, the current one checked. */
export default function ThemeModeList({ id, anchor, current, onChoose, onClose }: ThemeModeListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {THEME_MODES.map((option) => {
        const { Icon: OptionIcon, label: optionLabel } = MODE_OPTIONS[option];
        const isCurrent = option === current;
        return (
          <MenuItem key={option} role="menuitemradio" aria-checked={isCurrent} selected={isCurrent} onClick={() => onChoose(option)}>
            <ListItemIcon>
              <OptionIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{optionLabel}</ListItemText>
            {isCurrent && <Check fontSize="small" sx={{ ml: 2 }} aria-hidden />}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
