import Avatar from '@mui/material/Avatar';
import type { Kindred } from '@kindred/core/kindred';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { kindredInitials } from './kindred-initials';

type KindredAvatarProps = {
  kindred: Pick<Kindred, 'name' | 'photoUrl'>;
  /** Width and height in pixels. */
  size: number;
};

/** A person's photo, or their initials on a coloured disc when there is none. */
export function KindredAvatar({ kindred, size }: KindredAvatarProps) {
  if (kindred.photoUrl) {
    return <Avatar src={kindred.photoUrl} alt={DASHBOARD_TEXTS.photoOf(kindred.name)} sx={{ width: size, height: size }} />;
  }
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.4 }}>
      {kindredInitials(kindred.name)}
    </Avatar>
  );
}
