import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box, { type BoxProps } from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { SIGNED_IN_NAV_LABELS as LABELS } from '@kindred/core/ui-texts';
import { paths } from '../../lib/paths';

type NavSearchProps = { onSearch?: () => void; sx?: BoxProps['sx'] };

/** The navbar's memory search (spec §2.2): Enter or the button opens /search?q=, trimmed, only when not empty; the box then clears. */
export function NavSearch({ onSearch, sx }: NavSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === '') return;
    void navigate(`${paths.search}?q=${encodeURIComponent(query)}`);
    setText('');
    onSearch?.();
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={handleSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        pl: 1.5,
        // The input draws no outline of its own; the whole box shows keyboard focus instead.
        '&:focus-within': { borderColor: 'primary.main', outline: (theme) => `2px solid ${theme.vars.palette.primary.main}` },
        ...sx,
      }}
    >
      {/* A plain input rather than MUI's InputBase keeps about 5 KB off the first page load. */}
      <Box
        component="input"
        type="search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder={LABELS.searchPlaceholder}
        aria-label={LABELS.searchLabel}
        sx={{ flex: 1, minWidth: 0, py: 1, border: 0, outline: 0, bgcolor: 'transparent', color: 'inherit', font: 'inherit' }}
      />
      <IconButton type="submit" aria-label={LABELS.searchButton} size="small" sx={{ m: 0.5 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
