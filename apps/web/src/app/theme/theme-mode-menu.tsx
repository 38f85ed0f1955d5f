import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import type { ThemeMode } from '@kindred/core/constants';
import { MODE_OPTIONS } from './theme-mode-options';

// The popup (MUI's Menu, Popover and Modal) loads on the first open: every page shows the button,
// few visits open it.
const ThemeModeList = lazy(() => import('./theme-mode-list'));

/** The navbar's theme control: Light, Dark or follow the system, with the current one checked. */
export function ThemeModeMenu() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  const current: ThemeMode = mode ?? 'system';
  const { Icon, label } = MODE_OPTIONS[current];

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setHasOpened(true);
  };

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
        onClick={handleOpen}
      >
        <Icon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <ThemeModeList id={menuId} anchor={anchor} current={current} onChoose={handleChoose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
