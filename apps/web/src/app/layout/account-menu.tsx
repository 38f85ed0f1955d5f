import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { SIGNED_IN_NAV_LABELS as LABELS } from '@kindred/core/ui-texts';
import { paths } from '../../lib/paths';

/** The signed-in navbar's Account menu (spec §2.2): Profile Settings and Logout. */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        data-analytics="account-menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {LABELS.account}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          {LABELS.profileSettings}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {LABELS.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
